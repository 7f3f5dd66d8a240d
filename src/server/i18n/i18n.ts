import i18next from 'i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../shared/i18n/locales.ts';
import enMail from './locales/en/mail.json' with { type: 'json' };
import enPush from './locales/en/push.json' with { type: 'json' };
import esMessages from './locales/es/messages.json' with { type: 'json' };
import esMail from './locales/es/mail.json' with { type: 'json' };
import esPush from './locales/es/push.json' with { type: 'json' };
import esPages from './locales/es/pages.json' with { type: 'json' };
import arMessages from './locales/ar/messages.json' with { type: 'json' };
import arMail from './locales/ar/mail.json' with { type: 'json' };
import arPush from './locales/ar/push.json' with { type: 'json' };
import arPages from './locales/ar/pages.json' with { type: 'json' };

/**
 * The server's words (issue 39, decision 049): the messages the API answers with (`messages`), mails (`mail`),
 * push texts (`push`) and the pages it writes itself (`pages`). As in the web app, the key is the English text,
 * byte-identical to the spec, so English needs a catalog only for plural forms; a text missing from a catalog
 * stays English. The catalogs are imported, so the instance is ready the moment this module loads.
 */
export const NAMESPACES = ['messages', 'mail', 'push', 'pages'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const resources = {
  en: { mail: enMail, push: enPush },
  es: { messages: esMessages, mail: esMail, push: esPush, pages: esPages },
  ar: { messages: arMessages, mail: arMail, push: arPush, pages: arPages },
};

const instance = i18next.createInstance();
void instance.init({
  resources,
  initAsync: false,
  // No advertisement in the server's log.
  showSupportNotice: false,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: [...NAMESPACES],
  defaultNS: 'messages',
  // Natural keys: English sentences hold ':' and '.', which must not split them into namespaces or paths.
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  // Mails and pages escape what they put in HTML themselves; JSON and push texts are not HTML.
  interpolation: { escapeValue: false },
});

export type Words = (text: string, vars?: Record<string, unknown>) => string;

/** A `t` for one language and namespace, as `wordsFor(locale, { ns: 'mail' })`. */
export function wordsFor(locale: Locale, { ns }: { ns: Namespace }): Words {
  const fixed = instance.getFixedT(locale, ns);
  return (text, vars) => fixed(text, vars ?? {}) as string;
}

/** One text in a language: the API's messages by default. Unknown text comes back as it was (English). */
export function translate(locale: Locale, text: string, vars?: Record<string, unknown>, ns: Namespace = 'messages'): string {
  if (locale === DEFAULT_LOCALE && !vars) return text;
  return wordsFor(locale, { ns })(text, vars);
}

/** A person's language: their own choice, else the browser they last used, else English. */
export function recipientLocale(person: { locale?: string | null; browserLocale?: string | null } | null | undefined): Locale {
  if (isLocale(person?.locale)) return person.locale;
  if (isLocale(person?.browserLocale)) return person.browserLocale;
  return DEFAULT_LOCALE;
}

/**
 * Marks English kept in a table or passed around before it is translated, so the catalog check finds it
 * (the same as the web app's msg()).
 */
export const msg = <T extends string>(text: T): T => text;
