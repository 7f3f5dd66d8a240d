import { answer, contract } from '../../../api/contract.ts';
import type { Locale } from '../../../../shared/i18n/locales.ts';

/** The account's language (issue 39): null follows the browser. Mails and pushes are written in it too. */
export const accountLanguageApi = {
  set: (locale: Locale | null) => answer(contract.PUT('/api/me/language', { body: { locale } })),
};
