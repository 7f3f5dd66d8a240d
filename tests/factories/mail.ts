import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as a reader sees it: who it went to, its subject and both bodies. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function parse(raw: Buffer | string): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  return { to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
}

/** Every mail the embedded default wrote to DATA_DIR/outbox, oldest first (files are named by time). */
export async function outboxMessages(dataDir: string): Promise<ReceivedMail[]> {
  const dir = join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parse(await readFile(join(dir, name)))));
}

/** The first link in `text` whose path starts with `path` (e.g. '/auth/reset'). */
export function linkIn(text: string, path: string): URL {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(path)) return url;
  }
  throw new Error(`no ${path} link in:\n${text}`);
}

/** Waits until `find` picks a mail from what `read` returns (mail is sent by a job, so it arrives shortly after). */
export async function waitForMail(read: () => Promise<ReceivedMail[]> | ReceivedMail[], find: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const mail = (await read()).find(find);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error('no such mail arrived');
  }
}

/** A real SMTP server in the test process (smtp-server) that keeps what it receives. */
export interface SmtpCatcher {
  url: string;
  received: ReceivedMail[];
  /** How many deliveries to refuse (with a 451) before accepting, to see the job retry. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        parse(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => void (refusals = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
