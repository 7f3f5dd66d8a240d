import { describe, expect, it } from 'vitest';
import { detectLanguage, feedLanguagesField, videoLanguageField } from './video-language.ts';

describe('detectLanguage', () => {
  it('takes Arabic script for Arabic, even beside an English hashtag', () => {
    expect(detectLanguage('الرقص على الشاطئ')).toBe('ar');
    expect(detectLanguage('يوم جميل #sunset #beach')).toBe('ar');
  });

  it('takes Spanish common words, accents and ñ for Spanish', () => {
    expect(detectLanguage('bailando en la playa')).toBe('es');
    expect(detectLanguage('Qué bonito día')).toBe('es');
    expect(detectLanguage('Mañana')).toBe('es');
    expect(detectLanguage('¿Listos?')).toBe('es');
  });

  it('takes English common words for English', () => {
    expect(detectLanguage('dancing on the beach')).toBe('en');
    expect(detectLanguage('Dancing in the rain')).toBe('en');
    expect(detectLanguage('a café with the family')).toBe('en');
  });

  it('says null when the text does not tell', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('Morning #dance routine')).toBeNull();
    expect(detectLanguage('pizza')).toBeNull();
    expect(detectLanguage('🔥🔥🔥')).toBeNull();
    expect(detectLanguage('fiesta en the house')).toBeNull();
  });

  it('leaves hashtags, mentions and links out', () => {
    expect(detectLanguage('bailando con @the_best_dancer #inthemix https://example.com/the/and/of')).toBe('es');
    expect(detectLanguage('#bailando #en #la #playa')).toBeNull();
  });
});

describe('the language fields', () => {
  it('take the three codes and refuse others with the shared message', () => {
    expect(videoLanguageField.parse('es')).toBe('es');
    expect(videoLanguageField.safeParse('fr').error?.issues[0].message).toMatch(/en \(English\), es \(Spanish\) or ar \(Arabic\)/);
  });

  it('keep For You languages once each, in a fixed order', () => {
    expect(feedLanguagesField.parse(['ar', 'en', 'ar'])).toEqual(['en', 'ar']);
    expect(feedLanguagesField.parse([])).toEqual([]);
    expect(feedLanguagesField.safeParse(['en', 'fr']).success).toBe(false);
  });
});
