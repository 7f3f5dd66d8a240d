import { currentLocale } from '../../../i18n/i18n.ts';

/**
 * A caption language's name in the app's own language ("Spanish", "español", "الإسبانية") from the browser's
 * CLDR data, so no catalog lists languages; a tag the browser does not know is shown as written.
 */
export function captionLanguageName(language: string): string {
  try {
    return new Intl.DisplayNames([currentLocale()], { type: 'language', fallback: 'code' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/**
 * The languages offered when a creator adds a track: the app's three, then the most spoken others. Any
 * lowercase BCP 47 tag is valid on the server; a menu keeps typos out.
 */
export const CAPTION_LANGUAGES = [
  'en', 'es', 'ar', 'pt', 'pt-br', 'fr', 'de', 'it', 'nl', 'pl', 'ru', 'uk', 'tr', 'fa', 'he', 'hi', 'bn', 'ur',
  'id', 'ms', 'vi', 'th', 'tl', 'zh', 'ja', 'ko', 'sw', 'el', 'sv', 'ro',
] as const;

/** `pt-BR` → `pt-br`: the form the server stores and links with. */
export const normalCaptionLanguage = (language: string) => language.trim().toLowerCase();
