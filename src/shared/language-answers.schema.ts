import { z } from 'zod';
import { LOCALES } from './i18n/locales.ts';

const locale = z.enum(LOCALES, { error: 'Choose en, es or ar, or null to follow the browser' });

/** PUT /api/me/language (issue 39): the language chosen in Settings, or null to follow the browser. */
export const languageInputSchema = z
  .object({ locale: locale.nullable().describe('en, es or ar; null follows the browser') })
  .meta({ id: 'LanguageChoice', description: "The account's language, or null to follow the browser" });

/** What the language routes answer: the stored choice and the language in effect for this request. */
export const languageSettingSchema = z
  .object({
    locale: locale.nullable().describe('The stored choice; null follows the browser'),
    effective: locale.describe("The language in effect: the choice, else the request's Accept-Language, else en"),
  })
  .meta({ id: 'LanguageSetting', description: "The account's language setting and the language in effect" });
export type LanguageSetting = z.infer<typeof languageSettingSchema>;
