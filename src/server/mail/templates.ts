import { APP_NAME, DATA_EXPORT_LINK_DAYS, EMAIL_LINK_HOURS, PASSWORD_RESET_MINUTES } from '../../shared/constants.ts';
import { DEFAULT_LOCALE, directionOf, type Locale } from '../../shared/i18n/locales.ts';
import { wordsFor, type Words } from '../i18n/i18n.ts';
import { escapeHtml } from '../../shared/html-escape.ts';

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


interface Action {
  label: string;
  link: string;
}
/** A second part after the first button (the passkeys a reset mail lists, and their own link). */
interface Aside {
  paragraphs: string[];
  action: Action;
}

const buttonHtml = (t: Words, action: Action) =>
  `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#ec4899;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="color:#71717a;font-size:13px">${escapeHtml(t('Or paste this link into your browser: {{link}}', { link: action.link }))}</p>`;

/** A mail in one language: its words (mail namespace) and the layout's lang and dir. */
interface Writer {
  t: Words;
  locale: Locale;
}

/** One layout for every mail: a heading, paragraphs, an optional button, an optional aside and an expiry line. */
function compose({ t, locale }: Writer, subject: string, paragraphs: string[], action?: Action, expiry?: string, aside?: Aside): RenderedMail {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    ...(aside ? [...aside.paragraphs, `${aside.action.label}: ${aside.action.link}`] : []),
    ...(expiry ? [expiry] : []),
    `— ${APP_NAME}`,
  ].join('\n\n');
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:480px;margin:auto;padding:24px">
<p style="font-size:22px;font-weight:900;color:#ec4899">${APP_NAME}</p>
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? buttonHtml(t, action) : ''}
${aside ? `${aside.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}\n${buttonHtml(t, aside.action)}` : ''}
${expiry ? `<p style="color:#71717a;font-size:13px">${escapeHtml(expiry)}</p>` : ''}
</body></html>`;
  return { subject, text, html };
}

/** The passkeys of an account whose password is being reset, and the link that removes them all. */
function passkeysAside({ t }: Writer, passkeys: Array<{ name: string; added: string }> | undefined, removeLink: string | null | undefined): Aside | undefined {
  if (!passkeys?.length || !removeLink) return undefined;
  return {
    paragraphs: [
      t('Your account also has {{count}} passkeys, which sign in without the password, so a new password does not stop them:', { count: passkeys.length }),
      passkeys.map((passkey) => `• ${t('{{name}} (added {{added}})', { name: passkey.name, added: passkey.added })}`).join('\n'),
      t('If you did not add every one of them, remove them all:'),
    ],
    action: { label: t('Remove all passkeys'), link: removeLink },
  };
}

const app = APP_NAME;

/**
 * Every mail, in the recipient's language (issue 39): `t` is the mail namespace of that language, and the
 * English keys are the mails' English text byte for byte.
 */
export const TEMPLATES: { [K in MailKind]: (writer: Writer, params: MailParams[K]) => RenderedMail } = {
  verify_email: (w, { link }) =>
    compose(
      w,
      w.t('Confirm your email for {{app}}', { app }),
      [w.t('Welcome! Confirm this address so you can always get back into your account.'), w.t('If this was not you, you can ignore this email.')],
      { label: w.t('Confirm email'), link },
      w.t('This link works for {{count}} hours.', { count: EMAIL_LINK_HOURS }),
    ),
  confirm_new_email: (w, { link }) =>
    compose(
      w,
      w.t('Confirm your new email for {{app}}', { app }),
      [w.t('You asked to use this address for your account. It changes once you confirm it.'), w.t('If this was not you, you can ignore this email.')],
      { label: w.t('Confirm new email'), link },
      w.t('This link works for {{count}} hours.', { count: EMAIL_LINK_HOURS }),
    ),
  email_change_notice: (w, { newEmail, cancelLink }) =>
    compose(
      w,
      w.t('Your {{app}} email is changing', { app }),
      [
        w.t('Someone signed in to your account asked to change its email address to {{newEmail}}. It changes once that address is confirmed.', { newEmail }),
        w.t('If this was not you, cancel the change, then choose a new password.'),
      ],
      { label: w.t('Cancel the change'), link: cancelLink },
      w.t('This link works for {{count}} hours.', { count: EMAIL_LINK_HOURS }),
    ),
  email_changed: (w, { newEmail }) =>
    compose(w, w.t('Your {{app}} email was changed', { app }), [
      w.t('Your account now uses {{newEmail}}. This address will no longer receive its mail.', { newEmail }),
      w.t('If this was not you, contact support at once.'),
    ]),
  password_reset: (w, { link, passkeys, removeLink }) =>
    compose(
      w,
      w.t('Reset your {{app}} password', { app }),
      [w.t('Someone asked to reset the password of the account with this address.'), w.t('If this was not you, you can ignore this email.')],
      { label: w.t('Choose a new password'), link },
      w.t('This link works for {{count}} minutes and only once.', { count: PASSWORD_RESET_MINUTES }),
      passkeysAside(w, passkeys, removeLink),
    ),
  password_changed: (w, { when }) =>
    compose(w, w.t('Your {{app}} password was changed', { app }), [
      w.t('Your password was changed on {{when}} and every other session was signed out.', { when }),
      w.t('If this was not you, reset your password at once.'),
    ]),
  export_ready: (w, { link }) =>
    compose(
      w,
      w.t('Your {{app}} data is ready', { app }),
      [
        w.t('The copy of your data you asked for is ready: your profile, videos, comments, likes, follows, chats, stories and more, in one zip file.'),
        w.t('Only you can download it, while signed in.'),
      ],
      { label: w.t('Download my data'), link },
      w.t('This link works for {{count}} days.', { count: DATA_EXPORT_LINK_DAYS }),
    ),
  passkey_added: (w, { name, when, link }) =>
    compose(
      w,
      w.t('A passkey was added to your {{app}} account', { app }),
      [
        w.t('A passkey named "{{name}}" was added to your account on {{when}}. It signs in without your password.', { name, when }),
        w.t('If this was not you, remove it in your account settings and choose a new password.'),
      ],
      { label: w.t('Review your passkeys'), link },
    ),
  two_factor_locked: (w, { hours, link }) =>
    compose(
      w,
      w.t('Two-factor sign-in to your {{app}} account is locked', { app }),
      [
        w.t('Someone signed in with your password and then entered 10 wrong two-factor codes. Signing in with a code is locked for the next {{count}} hours.', { count: hours }),
        w.t('If this was not you, your password is known to someone else: choose a new one now.'),
      ],
      { label: w.t('Choose a new password'), link },
    ),
  deletion_scheduled: (w, { eraseAfter, link }) =>
    compose(
      w,
      w.t('Your {{app}} account will be deleted', { app }),
      [w.t('Your account is deactivated and will be erased for good on {{eraseAfter}}.', { eraseAfter }), w.t('Changed your mind? Sign in before then and nothing is lost.')],
      { label: w.t('Sign in'), link },
    ),
};

/** A mail in the recipient's language (English unless said). */
export function renderMail<K extends MailKind>(kind: K, params: MailParams[K], locale: Locale = DEFAULT_LOCALE): RenderedMail {
  return TEMPLATES[kind]({ t: wordsFor(locale, { ns: 'mail' }), locale }, params);
}
