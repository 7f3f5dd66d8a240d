import { describe, expect, it } from 'vitest';
import { Words, type Catalog } from './words.ts';

const catalogs: Record<string, Catalog> = {
  'en/common': { '{{count}} videos_one': 'One video', '{{count}} videos_other': '{{count}} videos' },
  'es/common': { Save: 'Guardar', '{{count}} videos_one': '{{count}} vídeo', '{{count}} videos_other': '{{count}} vídeos' },
  'es/feed': { 'Hello {{name}}': 'Hola {{name}}', Unfinished: '' },
  'ar/common': {
    '{{count}} videos_zero': 'لا فيديو',
    '{{count}} videos_one': 'فيديو واحد',
    '{{count}} videos_two': 'فيديوان',
    '{{count}} videos_few': '{{count}} فيديوهات',
    '{{count}} videos_many': '{{count}} فيديو',
    '{{count}} videos_other': '{{count}} من الفيديو',
  },
};

function words(fetched: (id: string) => Promise<Catalog> = async (id) => catalogs[id] ?? {}) {
  return new Words({
    language: 'en',
    fallbackLanguage: 'en',
    defaultNamespace: 'common',
    fallbackNamespaces: ['common', 'shared'],
    source: (language, namespace) => (language === 'en' ? (catalogs[`en/${namespace}`] ?? {}) : fetched(`${language}/${namespace}`)),
  });
}

describe('the translator', () => {
  it("reads English keys as they are, with English's plural forms and variables", async () => {
    const i18n = words();
    await i18n.loadNamespaces(['common', 'feed']);
    expect(i18n.t('Save')).toBe('Save');
    expect(i18n.t('Hello {{name}}', { ns: 'feed', name: 'Maya' })).toBe('Hello Maya');
    expect(i18n.t('{{count}} videos', { count: 1 })).toBe('One video');
    expect(i18n.t('{{count}} videos', { count: 3 })).toBe('3 videos');
  });

  it('switches language with its catalogs loaded first, tells listeners, and falls back to common and then to English', async () => {
    const i18n = words();
    await i18n.loadNamespaces(['common', 'feed']);
    let told = 0;
    i18n.subscribe(() => told++);
    await i18n.changeLanguage('es');
    expect(told).toBe(1);
    expect(i18n.hasLoaded(['common', 'feed'])).toBe(true);
    expect(i18n.t('Hello {{name}}', { ns: 'feed', name: 'Maya' })).toBe('Hola Maya');
    // A feed component's `Save` comes from common; an empty translation is unfinished, so English speaks.
    expect(i18n.t('Save', { ns: 'feed' })).toBe('Guardar');
    expect(i18n.t('Unfinished', { ns: 'feed' })).toBe('Unfinished');
    expect(i18n.t('{{count}} videos', { count: 2 })).toBe('2 vídeos');
  });

  it("chooses Arabic's six plural forms by Intl.PluralRules", async () => {
    const i18n = words();
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces('common');
    const forms = [0, 1, 2, 3, 11, 100].map((count) => i18n.t('{{count}} videos', { count }));
    expect(forms).toEqual(['لا فيديو', 'فيديو واحد', 'فيديوان', '3 فيديوهات', '11 فيديو', '100 من الفيديو']);
  });

  it('leaves a namespace in English when its catalog cannot be fetched, instead of holding the screen', async () => {
    const i18n = words(async () => {
      throw new Error('offline');
    });
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('feed');
    expect(i18n.hasLoaded(['feed'])).toBe(true);
    expect(i18n.t('Hello {{name}}', { ns: 'feed', name: 'Maya' })).toBe('Hello Maya');
  });
});
