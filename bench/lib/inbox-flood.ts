import type { Db } from '../../src/server/data/db.ts';
import { epochNow, RemoteServer } from './remote-servers.ts';

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

type ActorReady = { origin: string; actor: string };

/** The two other servers, each on its own thread: one floods, one (its neighbour) replies as usual. */
export async function floodServers() {
  const [flooder, neighbour] = await Promise.all([RemoteServer.start<ActorReady>('flooder'), RemoteServer.start<ActorReady>('neighbour')]);
  return { flooder, neighbour, close: async () => void (await Promise.all([flooder.close(), neighbour.close()])) };
}

/**
 * The neighbour's ordinary traffic: `count` public replies to a local video, one every `gapMs`, each timed from
 * its POST to its comment being in the database (the post fetched from its origin and made a comment).
 */
export async function replyRound(db: Db, neighbour: RemoteServer<ActorReady>, inbox: string, videoUri: string, label: string, count = 40, gapMs = 100): Promise<ReplyRound> {
  const ids = Array.from({ length: count }, (_, index) => `${neighbour.ready.origin}/notes/${label}-${index}`);
  const seen = new Map<string, number>();
  let sending = true;
  const watching = (async () => {
    const deadline = epochNow() + 120_000;
    while ((sending || seen.size < count) && epochNow() < deadline) {
      const pending = ids.filter((id) => !seen.has(id));
      const rows = pending.length > 0 ? await db.selectFrom('comments').select('remoteUri').where('remoteUri', 'in', pending).execute() : [];
      const at = epochNow();
      for (const row of rows) if (row.remoteUri && !seen.has(row.remoteUri)) seen.set(row.remoteUri, at);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const sent = await neighbour.call<Array<{ noteId: string; sentAt: number; answeredMs: number; status: number }>>('replies', { inbox, videoUri, label, count, gapMs });
  sending = false;
  const taken = sent.filter((reply) => reply.status === 202);
  if (taken.length < count) for (const reply of sent) if (reply.status !== 202) seen.set(reply.noteId, Infinity);
  await watching;
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return {
    sent: count,
    accepted: taken.length,
    latencies: sorted(taken.map((reply) => (seen.get(reply.noteId) ?? Infinity) - reply.sentAt)),
    answered: sorted(sent.map((reply) => reply.answeredMs)),
  };
}

/** Signs `count` Likes of one video on the flooder's thread, ahead of the flood (its own machine's work). */
export function prepareFlood(flooder: RemoteServer<ActorReady>, inbox: string, videoUri: string, count: number) {
  return flooder.call('prepare', { inbox, videoUri, count });
}

/** Sends the signed flood `concurrency` at a time, as fast as this server answers. */
export async function flood(flooder: RemoteServer<ActorReady>, count: number, concurrency: number): Promise<FloodOutcome> {
  const { statuses, seconds } = await flooder.call<{ statuses: number[]; seconds: number }>('flood', { concurrency });
  const accepted = statuses.filter((status) => status === 202).length;
  const refused = statuses.filter((status) => status === 429).length;
  const otherStatuses: Record<number, number> = {};
  for (const status of statuses) if (status !== 202 && status !== 429) otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
  return { sent: count, accepted, refused, other: count - accepted - refused, otherStatuses, seconds };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
