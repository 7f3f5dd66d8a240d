import { msg } from './i18n/msg.ts';

/**
 * Moving an account between servers (issue 58, decision 079): the limits and words the server and the web app
 * share. No zod here, so the web app's screens import it without the schemas (account-move.schema.ts).
 */

/** Accounts elsewhere one person may list under "Also known as". */
export const ALIASES_MAX = 5;

export const MOVE_MESSAGES = {
  badHandle: msg('Enter an account like name@server.example'),
  tooMany: msg('You can list up to 5 accounts'), // ALIASES_MAX, in words a translator sees
  notFound: msg("We couldn't find that account. Check its name and server."),
  sameServer: msg('Pick an account on another server'),
  notAliased: msg('That account does not list this one under "Also known as" yet. Add this account there first, then move.'),
  cooldown: msg('You moved recently. You can move again after the cooldown.'),
  moved: msg('This account has moved. Post from your new account.'),
} as const;
