import type { Transaction } from 'kysely';
import type { Database } from '../data/db-types.ts';
import type { JobQueue } from '../queue/queue.ts';
import type { MailKind, MailParams } from './templates.ts';

/** An SMTP server that is down for a while: the job retries with backoff (10 s, 20 s, 40 s … about 5 minutes in all). */
const MAIL_ATTEMPTS = 6;

/** What seals a payload (domain/account/sealer.ts's Sealer): named by shape, so mail needs nothing from the domain above it. */
export interface PayloadSealer {
  seal(text: string): string;
  open(sealed: string): string | null;
}

/** A queued mail as the job reads it back. */
export interface QueuedMail {
  kind: MailKind;
  to: string;
  params: MailParams[MailKind];
  /** The account it is for: the job writes it in that account's language (issue 39); without one, English. */
  userId?: string;
}

/**
 * Mail is sent by a job (send-mail.job.ts), so a slow or failing SMTP server never holds up a request and a
 * failed delivery is retried. The job's payload is sealed: it holds links with single-use tokens, which must
 * not sit in the jobs table as plain text.
 */
export class MailQueue {
  constructor(
    private readonly jobs: JobQueue,
    private readonly sealer: PayloadSealer,
  ) {}

  async send<K extends MailKind>(kind: K, to: string, params: MailParams[K], options: { within?: Transaction<Database>; userId?: string } = {}) {
    const mail: QueuedMail = { kind, to, params, ...(options.userId ? { userId: options.userId } : {}) };
    await this.jobs.enqueue('send-mail', { sealed: this.sealer.seal(JSON.stringify(mail)) }, { maxAttempts: MAIL_ATTEMPTS, within: options.within });
  }

  /** The mail in a job's payload, or null when it was sealed under another ACCOUNT_SECRET. */
  open(payload: { sealed?: unknown }): QueuedMail | null {
    const text = typeof payload.sealed === 'string' ? this.sealer.open(payload.sealed) : null;
    return text ? (JSON.parse(text) as QueuedMail) : null;
  }
}
