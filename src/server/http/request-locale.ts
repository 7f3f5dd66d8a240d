import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedLanguages, pickLocale, type Locale } from '../../shared/i18n/locales.ts';
import { translate } from '../i18n/i18n.ts';

/**
 * The language a request is answered in (issue 39, decision 049): the first of its Accept-Language languages
 * Popreel speaks, else English. The web app sends its current language (the account's choice, else the
 * browser's) with every call; with no header, every answer is the spec's English.
 */
export const requestLocale = (request: FastifyRequest): Locale => pickLocale(acceptedLanguages(request.headers['accept-language']));

/**
 * The language a browser asked for, to remember with the account at sign-up and sign-in (mails and pushes have
 * no request to read): null when the request named no language (an API client).
 */
export function browserLocale(request: FastifyRequest): Locale | null {
  const languages = acceptedLanguages(request.headers['accept-language']);
  return languages.length ? pickLocale(languages) : null;
}

/** A message for the person who sent the request, in their language. */
export const messageFor = (request: FastifyRequest, message: string) => translate(requestLocale(request), message);

/**
 * The `message` of a successful answer ("Email verified — thank you!") in the request's language, like the
 * errors' (http/plugins/errors.ts). English answers pass untouched.
 */
export function registerAnswerLanguage(app: FastifyInstance) {
  // Synchronous (a done callback, not async): it runs before every answer is written, the feed's pages included,
  // and an async hook would cost each of them a promise to check a field most answers do not have.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    const message = payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as { message?: unknown }).message : undefined;
    const locale = typeof message === 'string' ? requestLocale(request) : 'en';
    done(null, locale === 'en' ? payload : { ...(payload as object), message: translate(locale, message as string) });
  });
}
