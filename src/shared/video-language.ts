import { z } from 'zod';

/**
 * The language a video speaks (issue 39 item 5, decision 048): chosen at upload, with a default detected from
 * the caption; search stems the caption with that language's PostgreSQL text-search configuration, and a
 * viewer may choose which languages For You shows. Shared by the upload form, the settings and the server.
 */

export const VIDEO_LANGUAGES = ['en', 'es', 'ar'] as const;
export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];

/** Each language by its own name (an autonym reads the same in every locale, so it is never translated). */
export const VIDEO_LANGUAGE_NAMES: Record<VideoLanguage, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
};

/** What the server says when it refuses a language. */
export const VIDEO_LANGUAGE_MESSAGES = {
  language: 'Choose a language: en (English), es (Spanish) or ar (Arabic)',
  feedLanguages: 'Choose For You languages from en (English), es (Spanish) and ar (Arabic)',
} as const;

/** A video's language as a form or a body sends it. */
export const videoLanguageField = z.enum(VIDEO_LANGUAGES, { error: VIDEO_LANGUAGE_MESSAGES.language });

/** The languages For You shows; empty means every language. Each once, in the order of VIDEO_LANGUAGES. */
export const feedLanguagesField = z
  .array(z.enum(VIDEO_LANGUAGES, { error: VIDEO_LANGUAGE_MESSAGES.feedLanguages }), { error: VIDEO_LANGUAGE_MESSAGES.feedLanguages })
  .max(VIDEO_LANGUAGES.length * 2, VIDEO_LANGUAGE_MESSAGES.feedLanguages)
  .transform((list) => VIDEO_LANGUAGES.filter((language) => list.includes(language)));

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const LATIN_LETTER = /[a-zà-ÿ]/giu;
/** Links, @mentions and #hashtags say little about the language of the sentence around them. */
const NOT_PROSE = /https?:\/\/\S+|www\.\S+|[@#][\p{L}\p{N}_]+/gu;
const WORD = /\p{L}+/gu;
/** Written only in Spanish among the three: ñ and the opening ¿ and ¡. */
const SPANISH_MARK = /[ñ¿¡]/iu;
const ACCENTED = /[áéíóú]/iu;

/**
 * Common short words of each language. Words both languages write (a, no, me, son, he) are in neither list:
 * they would count for both.
 */
const SPANISH_WORDS = new Set([
  'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'de', 'del', 'al', 'en', 'y', 'que', 'qué', 'por', 'para', 'con',
  'es', 'está', 'están', 'mi', 'mis', 'tu', 'su', 'sus', 'pero', 'como', 'muy', 'más', 'lo', 'se', 'yo', 'hoy', 'este',
  'esta', 'esto', 'nuestro', 'nuestra', 'cuando', 'porque', 'sin', 'sobre', 'todo', 'todos', 'hay', 'le', 'les', 'ya',
]);
const ENGLISH_WORDS = new Set([
  'the', 'and', 'is', 'are', 'was', 'were', 'of', 'to', 'in', 'on', 'with', 'my', 'your', 'this', 'that', 'it', 'for', 'at',
  'i', 'you', 'we', 'they', 'so', 'just', 'what', 'be', 'have', 'has', 'not', 'our', 'from', 'when', 'how', 'today', 'an',
  'by', 'about', 'all', 'out', 'up', 'can', 'will', 'its', 'who', 'like',
]);

/**
 * A caption's language, or null when the text does not say. A small heuristic, not a classifier:
 * - Arabic when Arabic letters are at least half of the letters;
 * - else Spanish and English by points: a Spanish common word, a word with an accented vowel, or ñ ¿ ¡ (two
 *   points) for Spanish; an English common word for English. The language with more points wins; a tie
 *   (including no points at all) is null.
 * Hashtags, @mentions and links are left out; they are often English whatever the caption's language.
 */
export function detectLanguage(text: string): VideoLanguage | null {
  const prose = text.replace(NOT_PROSE, ' ').toLowerCase();
  const arabic = prose.match(ARABIC_LETTER)?.length ?? 0;
  const latin = prose.match(LATIN_LETTER)?.length ?? 0;
  if (arabic > 0 && arabic >= latin) return 'ar';
  let spanish = SPANISH_MARK.test(prose) ? 2 : 0;
  let english = 0;
  for (const [word] of prose.matchAll(WORD)) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    else if (ACCENTED.test(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (spanish > english) return 'es';
  if (english > spanish) return 'en';
  return null;
}
