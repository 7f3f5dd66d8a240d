import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../../scripts/i18n/check.ts';
import { checkScope } from '../../../scripts/i18n/catalog-check.ts';
import { keysIn, namespacesIn } from '../../../scripts/i18n/extract.ts';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('the catalogs', () => {
  it('hold every key the code uses, in every language, with every plural form and no unused key', () => {
    expect(catalogProblems()).toEqual([]);
  });

  it('are read from the code as written', () => {
    const source = `const { t } = useTranslation(['settings', 'common']); t('Save'); i18n.t("It's \\"here\\"", { ns: 'feed' }); msg(\`Done\`); split('x');`;
    expect(keysIn(source)).toEqual(['Save', 'It\'s "here"', 'Done']);
    expect(namespacesIn(source)).toEqual(['settings', 'common', 'feed']);
  });

  it('catch a missing key, an unused one, a lost variable and a missing Arabic plural form', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
    const file = join(dir, 'screen.tsx');
    writeFileSync(file, `useTranslation('feed'); t('Hello {{name}}'); t('{{count}} videos', { count }); t('Bye')`);
    const write = (locale: string, catalog: object) => {
      mkdirSync(join(dir, 'locales', locale), { recursive: true });
      writeFileSync(join(dir, 'locales', locale, 'feed.json'), JSON.stringify(catalog));
    };
    write('en', { '{{count}} videos_one': 'One video', '{{count}} videos_other': '{{count}} videos' });
    write('es', { 'Hello {{name}}': 'Hola', '{{count}} videos_one': 'Un vídeo', '{{count}} videos_many': '{{count}} de vídeos', '{{count}} videos_other': '{{count}} vídeos', Old: 'Viejo', Bye: 'Adiós' });
    write('ar', { 'Hello {{name}}': 'مرحبا {{name}}', '{{count}} videos_other': '{{count}} فيديو' });
    const problems = checkScope({ name: 'test', files: [file], catalogDir: join(dir, 'locales') }, dir);
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringContaining('"Bye" (screen.tsx) is missing from ar/feed.json'),
      expect.stringContaining('es/feed.json holds "Old", which no file uses'),
      expect.stringContaining('es/feed.json: "Hello {{name}}" does not keep the variables'),
      expect.stringContaining('ar/feed.json: "{{count}} videos" lacks the plural forms zero, one, two, few, many'),
    ]));
    expect(problems.join('\n')).not.toContain('"Hello {{name}}" (screen.tsx) is missing');
  });

  it('let two scopes share a catalog folder: each checks only its namespaces, a file naming none reads the default one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
    const table = join(dir, 'table.ts');
    writeFileSync(table, `export const WORDS = { back: msg('Back'), gone: msg('Gone') };`);
    for (const locale of ['es', 'ar']) {
      mkdirSync(join(dir, 'locales', locale), { recursive: true });
      writeFileSync(join(dir, 'locales', locale, 'shared.json'), JSON.stringify({ Back: 'Atrás' }));
      writeFileSync(join(dir, 'locales', locale, 'feed.json'), JSON.stringify({ Unused: 'Sin uso' }));
    }
    const problems = checkScope(
      { name: 'shared', files: [table], catalogDir: join(dir, 'locales'), defaultNamespace: 'shared', namespaces: (namespace) => namespace === 'shared' },
      dir,
    );
    expect(problems).toEqual([
      'shared: "Gone" (table.ts) is missing from es/shared.json',
      'shared: "Gone" (table.ts) is missing from ar/shared.json',
    ]);
  });
});
