import type { AppContext } from '../context.ts';
import { renderMail } from '../mail/templates.ts';
import { PermanentJobError } from '../queue/queue.ts';

/**
 * Renders and sends one queued mail, in its account's language (the one chosen in Settings, else its browser's at
 * the last sign-in, else English); a refused delivery throws, and the queue retries it with backoff.
 */
export function sendMailJob(ctx: Pick<AppContext, 'services' | 'mailer'>) {
  return async (payload: { sealed?: unknown }) => {
    const mail = ctx.services.mail.open(payload);
    if (!mail) throw new PermanentJobError('This mail was sealed under another ACCOUNT_SECRET and cannot be read');
    const locale = mail.userId ? await ctx.services.language.of(mail.userId) : 'en';
    await ctx.mailer.send(mail.to, renderMail(mail.kind, mail.params as never, locale));
  };
}
