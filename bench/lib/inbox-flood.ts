import type { Db } from '../../src/server/data/db.ts';
import { Worker } from 'node:worker_threads';
import { startSigningServer, type SigningServer } from './signing-server.ts';

const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';

export interface ReplyRound {
  sent: number;
  accepted: number;
  /** Milliseconds from each POST to its comment being there, sorted. */
  latencies: number[];
  /** Milliseconds from each POST to its answer (202), sorted: the door's share of the time. */
  answered: number[];
}

export interface FloodOutcome {
  sent: number;
  accepted: number;
  refused: number;
  other: number;
  /** The other answers' statuses and how many of each. */
  otherStatuses: Record<number, number>;
  seconds: number;
}

/** The two other servers: one floods, one (its neighbour) goes on replying as usual. */
export async function floodServers(): Promise<{ flooder: SigningServer; neighbour: SigningServer; close(): Promise<void> }> {
  const [flooder, neighbour] = await Promise.all([startSigningServer('127.0.0.2'), startSigningServer('127.0.0.3')]);
  return { flooder, neighbour, close: async () => void (await Promise.all([flooder.close(), neighbour.close()])) };
}

/**
 * The neighbour's ordinary traffic: `count` public replies to a local video, one every `gapMs`, each timed from
 * its POST to its comment being in the database (the activity fetched from its origin and made a comment).
 */
export async function replyRound(db: Db, server: SigningServer, inbox: string, videoUri: string, label: string, count = 40, gapMs = 100): Promise<ReplyRound> {
  const rounds = Array.from({ length: count }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * gapMs));
    const note = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${server.origin}/notes/${label}-${index}`, type: 'Note', attributedTo: server.actor, inReplyTo: videoUri,
      to: [PUBLIC], cc: [`${server.actor}/followers`], content: `<p>reply ${label} ${index}</p>`,
    };
    server.serve(note);
    const started = performance.now();
    const status = await server.deliver(inbox, { '@context': note['@context'], id: `${note.id}/activity`, type: 'Create', actor: server.actor, object: note, to: note.to, cc: note.cc });
    const answered = performance.now() - started;
    if (status !== 202) return { accepted: false, latency: Infinity, answered };
    for (;;) {
      if (await db.selectFrom('comments').select('id').where('remote_uri', '=', note.id).executeTakeFirst()) return { accepted: true, latency: performance.now() - started, answered };
      if (performance.now() - started > 120_000) return { accepted: true, latency: Infinity, answered };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  const outcomes = await Promise.all(rounds);
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return {
    sent: count,
    accepted: outcomes.filter((outcome) => outcome.accepted).length,
    latencies: sorted(outcomes.map((outcome) => outcome.latency)),
    answered: sorted(outcomes.map((outcome) => outcome.answered)),
  };
}

/**
 * `count` Likes of one video from one server, signed beforehand (the flooder's own signing is its machine's
 * work, not this server's), then sent `concurrency` at a time as fast as the server answers.
 */
export async function signFlood(server: SigningServer, inbox: string, videoUri: string, count: number): Promise<SignedPost[]> {
  const requests: SignedPost[] = [];
  for (let index = 0; index < count; index++) {
    const signed = await server.sign(inbox, { '@context': 'https://www.w3.org/ns/activitystreams', id: `${server.origin}/likes/${index}`, type: 'Like', actor: server.actor, object: videoUri });
    requests.push({ url: signed.url, headers: Object.fromEntries(signed.headers), body: await signed.text() });
  }
  return requests;
}

/** A signed POST as plain data, to hand to the sending thread. */
interface SignedPost { url: string; headers: Record<string, string>; body: string }

/** Sends the flood from a thread of its own (flood-sender.mjs), as another machine would. */
export function flood(requests: SignedPost[], concurrency = 32): Promise<FloodOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./flood-sender.mjs', import.meta.url), { workerData: { requests, concurrency } });
    worker.once('error', reject);
    worker.once('message', ({ statuses, seconds }: { statuses: number[]; seconds: number }) => {
      const accepted = statuses.filter((status) => status === 202).length;
      const refused = statuses.filter((status) => status === 429).length;
      const otherStatuses: Record<number, number> = {};
      for (const status of statuses) if (status !== 202 && status !== 429) otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
      resolve({ sent: requests.length, accepted, refused, other: requests.length - accepted - refused, otherStatuses, seconds });
      void worker.terminate();
    });
  });
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
