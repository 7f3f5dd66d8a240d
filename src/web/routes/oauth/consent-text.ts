import { i18n, msg } from '../../i18n/i18n.ts';

/** The words of the consent screen (issue 36 part 4). Marked msg() and shown with t() under useTranslation('oauth'). */
export const CONSENT_TEXT = {
  title: msg('Allow access'),
  wants: (app: string) => i18n.t('{{app}} wants to:', { ns: 'oauth', app }),
  as: (username: string) => i18n.t('You are signed in as @{{username}}.', { ns: 'oauth', username }),
  redirect: (uri: string) => i18n.t('You will be sent back to {{uri}}', { ns: 'oauth', uri }),
  allow: msg('Allow'),
  deny: msg('Deny'),
  loading: msg('Checking the request'),
  invalid: msg('This sign-in request is not valid'),
  revokeLater: msg('You can revoke access any time in Settings → Apps and tokens.'),
} as const;
