import { APP_NAME, EMAIL_LINK_HOURS } from '../../shared/constants.ts';
import { LINK_LIFETIMES } from '../../shared/account-messages.ts';

/** Every mail Popreel sends, with what each needs; a queued mail names one of these (send-mail.job.ts). */
export interface MailParams {
  verify_email: { link: string };
  confirm_new_email: { link: string };
  email_change_notice: { newEmail: string; cancelLink: string };
  email_changed: { newEmail: string };
  password_reset: { link: string; passkeys?: Array<{ name: string; added: string }>; removeLink?: string | null };
  password_changed: { when: string };
  export_ready: { link: string };
  deletion_scheduled: { eraseAfter: string; link: string };
  two_factor_locked: { hours: number; link: string };
  passkey_added: { name: string; when: string; link: string };
}
export type MailKind = keyof MailParams;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Action {
  label: string;
  link: string;
}
/** A second part after the first button (the passkeys a reset mail lists, and their own link). */
interface Aside {
  paragraphs: string[];
  action: Action;
}

const buttonHtml = (action: Action) =>
  `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#ec4899;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="color:#71717a;font-size:13px">Or paste this link into your browser: ${escapeHtml(action.link)}</p>`;

/** One layout for every mail: a heading, paragraphs, an optional button, an optional aside and an expiry line. */
function compose(subject: string, paragraphs: string[], action?: Action, expiry?: string, aside?: Aside): RenderedMail {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    ...(aside ? [...aside.paragraphs, `${aside.action.label}: ${aside.action.link}`] : []),
    ...(expiry ? [expiry] : []),
    `— ${APP_NAME}`,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:480px;margin:auto;padding:24px">
<p style="font-size:22px;font-weight:900;color:#ec4899">${APP_NAME}</p>
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? buttonHtml(action) : ''}
${aside ? `${aside.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}\n${buttonHtml(aside.action)}` : ''}
${expiry ? `<p style="color:#71717a;font-size:13px">${escapeHtml(expiry)}</p>` : ''}
</body></html>`;
  return { subject, text, html };
}

/** The passkeys of an account whose password is being reset, and the link that removes them all. */
function passkeysAside(passkeys: Array<{ name: string; added: string }> | undefined, removeLink: string | null | undefined): Aside | undefined {
  if (!passkeys?.length || !removeLink) return undefined;
  return {
    paragraphs: [
      `Your account also has ${passkeys.length === 1 ? 'a passkey' : `${passkeys.length} passkeys`}, which sign in without the password, so a new password does not stop them:`,
      passkeys.map((passkey) => `• ${passkey.name} (added ${passkey.added})`).join('\n'),
      'If you did not add every one of them, remove them all:',
    ],
    action: { label: 'Remove all passkeys', link: removeLink },
  };
}

const IGNORE = 'If this was not you, you can ignore this email.';
const linkHours = `This link works for ${EMAIL_LINK_HOURS} hours.`;

export const TEMPLATES: { [K in MailKind]: (params: MailParams[K]) => RenderedMail } = {
  verify_email: ({ link }) =>
    compose(`Confirm your email for ${APP_NAME}`, ['Welcome! Confirm this address so you can always get back into your account.', IGNORE], { label: 'Confirm email', link }, linkHours),
  confirm_new_email: ({ link }) =>
    compose(`Confirm your new email for ${APP_NAME}`, ['You asked to use this address for your account. It changes once you confirm it.', IGNORE], { label: 'Confirm new email', link }, linkHours),
  email_change_notice: ({ newEmail, cancelLink }) =>
    compose(
      `Your ${APP_NAME} email is changing`,
      [`Someone signed in to your account asked to change its email address to ${newEmail}. It changes once that address is confirmed.`, 'If this was not you, cancel the change, then choose a new password.'],
      { label: 'Cancel the change', link: cancelLink },
      linkHours,
    ),
  email_changed: ({ newEmail }) =>
    compose(`Your ${APP_NAME} email was changed`, [`Your account now uses ${newEmail}. This address will no longer receive its mail.`, 'If this was not you, contact support at once.']),
  password_reset: ({ link, passkeys, removeLink }) =>
    compose(
      `Reset your ${APP_NAME} password`,
      ['Someone asked to reset the password of the account with this address.', IGNORE],
      { label: 'Choose a new password', link },
      LINK_LIFETIMES.reset,
      passkeysAside(passkeys, removeLink),
    ),
  password_changed: ({ when }) =>
    compose(`Your ${APP_NAME} password was changed`, [`Your password was changed on ${when} and every other session was signed out.`, 'If this was not you, reset your password at once.']),
  export_ready: ({ link }) =>
    compose(`Your ${APP_NAME} data is ready`, ['The copy of your data you asked for is ready: your profile, videos, comments, likes, follows, chats, stories and more, in one zip file.', 'Only you can download it, while signed in.'], { label: 'Download my data', link }, LINK_LIFETIMES.export),
  passkey_added: ({ name, when, link }) =>
    compose(
      `A passkey was added to your ${APP_NAME} account`,
      [`A passkey named "${name}" was added to your account on ${when}. It signs in without your password.`, 'If this was not you, remove it in your account settings and choose a new password.'],
      { label: 'Review your passkeys', link },
    ),
  two_factor_locked: ({ hours, link }) =>
    compose(
      `Two-factor sign-in to your ${APP_NAME} account is locked`,
      [
        `Someone signed in with your password and then entered 10 wrong two-factor codes. Signing in with a code is locked for the next ${hours === 1 ? 'hour' : `${hours} hours`}.`,
        'If this was not you, your password is known to someone else: choose a new one now.',
      ],
      { label: 'Choose a new password', link },
    ),
  deletion_scheduled: ({ eraseAfter, link }) =>
    compose(`Your ${APP_NAME} account will be deleted`, [`Your account is deactivated and will be erased for good on ${eraseAfter}.`, 'Changed your mind? Sign in before then and nothing is lost.'], { label: 'Sign in', link }),
};

export function renderMail<K extends MailKind>(kind: K, params: MailParams[K]): RenderedMail {
  return TEMPLATES[kind](params);
}
