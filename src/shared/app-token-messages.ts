/** What the server and the web app say about tokens, apps and scopes (issue 36 part 4, decision 040). */
import { msg } from './i18n/msg.ts';

/** How the consent screen and the settings page say each scope, in the person's words. */
export const SCOPE_LABELS: Record<'read' | 'write' | 'messages' | 'admin', string> = {
  read: msg('See your feed, profile, notifications and the videos you can see'),
  write: msg('Post, comment, like, follow and change your profile for you'),
  messages: msg('Read and send your chat and match messages'),
  admin: msg('Use your moderator or admin powers'),
};

export const APP_TOKEN_MESSAGES = {
  insufficientScope: (scope: string) => `This token lacks the "${scope}" scope`,
  sessionOnly: msg('Account security can only be changed from a signed-in browser, not with a token'),
  tokenNotFound: msg('That token does not exist or was already revoked'),
  appNotFound: msg('That app does not exist'),
  redirectUri: msg('Redirect URIs must be https, or http on localhost or 127.0.0.1, without a fragment'),
  scopesRequired: msg('Choose at least one scope'),
  unknownScope: msg('Unknown scope'),
  nameRequired: msg('Name is required'),
} as const;
