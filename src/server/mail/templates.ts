import { APP_NAME, EMAIL_LINK_HOURS } from '../../shared/constants.ts';
import { LINK_LIFETIMES } from '../../shared/account-messages.ts';

/** Every mail Popreel sends, with what each needs; a queued mail names one of these (send-mail.job.ts). */
export interface MailParams {
  verify_email: { link: string };
  confirm_new_email: { link: string };
  email_change_notice: { newEmail: string };
  email_changed: { newEmail: string };
  password_reset: { link: string };
  password_changed: { when: string };
  export_ready: { link: string };
  deletion_scheduled: { eraseAfter: string; link: string };
  two_factor_locked: { hours: number; link: string };
}
export type MailKind = keyof MailParams;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One layout for every mail: a heading, paragraphs, an optional button and a closing expiry line. */
function compose(subject: string, paragraphs: string[], action?: { label: string; link: string }, expiry?: string): RenderedMail {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    ...(expiry ? [expiry] : []),
    `— ${APP_NAME}`,
  ].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#ec4899;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="color:#71717a;font-size:13px">Or paste this link into your browser: ${escapeHtml(action.link)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:480px;margin:auto;padding:24px">
<p style="font-size:22px;font-weight:900;color:#ec4899">${APP_NAME}</p>
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${expiry ? `<p style="color:#71717a;font-size:13px">${escapeHtml(expiry)}</p>` : ''}
</body></html>`;
  return { subject, text, html };
}

const IGNORE = 'If this was not you, you can ignore this email.';
const linkHours = `This link works for ${EMAIL_LINK_HOURS} hours.`;

export const TEMPLATES: { [K in MailKind]: (params: MailParams[K]) => RenderedMail } = {
  verify_email: ({ link }) =>
    compose(`Confirm your email for ${APP_NAME}`, ['Welcome! Confirm this address so you can always get back into your account.', IGNORE], { label: 'Confirm email', link }, linkHours),
  confirm_new_email: ({ link }) =>
    compose(`Confirm your new email for ${APP_NAME}`, ['You asked to use this address for your account. It changes once you confirm it.', IGNORE], { label: 'Confirm new email', link }, linkHours),
  email_change_notice: ({ newEmail }) =>
    compose(`Your ${APP_NAME} email is changing`, [`Someone signed in to your account asked to change its email address to ${newEmail}. It changes once that address is confirmed.`, 'If this was not you, change your password now and contact support.']),
  email_changed: ({ newEmail }) =>
    compose(`Your ${APP_NAME} email was changed`, [`Your account now uses ${newEmail}. This address will no longer receive its mail.`, 'If this was not you, contact support at once.']),
  password_reset: ({ link }) =>
    compose(`Reset your ${APP_NAME} password`, ['Someone asked to reset the password of the account with this address.', IGNORE], { label: 'Choose a new password', link }, LINK_LIFETIMES.reset),
  password_changed: ({ when }) =>
    compose(`Your ${APP_NAME} password was changed`, [`Your password was changed on ${when} and every other session was signed out.`, 'If this was not you, reset your password at once.']),
  export_ready: ({ link }) =>
    compose(`Your ${APP_NAME} data is ready`, ['The copy of your data you asked for is ready: your profile, videos, comments, likes, follows, chats, stories and more, in one zip file.', 'Only you can download it, while signed in.'], { label: 'Download my data', link }, LINK_LIFETIMES.export),
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
