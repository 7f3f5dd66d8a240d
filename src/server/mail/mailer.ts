import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { RenderedMail } from './templates.ts';

/** Where a finished mail goes: an SMTP server, or the outbox of a single machine. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(to: string, mail: RenderedMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; SMTP_URL carries host, port, credentials and TLS (e.g. smtps://user:pass@host:465). */
class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(url: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(to: string, mail: RenderedMail) {
    await this.transport.sendMail({ from: this.from, to, ...mail });
  }

  close() {
    this.transport.close();
  }
}

/**
 * The embedded default: each mail becomes an .eml file in DATA_DIR/outbox (any mail program opens it), and its
 * links are printed to the log, so a person running Popreel on one machine can still reset a password.
 */
class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, mail: RenderedMail) {
    const info = await this.transport.sendMail({ from: this.from, to, ...mail });
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // Named by time first, so a listing is in sending order.
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    this.log.info({ to, subject: mail.subject, links, file }, `mail to ${to}: ${mail.subject}${links.length ? ` — ${links.join(' ')}` : ''}`);
  }

  close() {
    this.transport.close();
  }
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log);
}
