import type { LoadUser } from './load-setup.ts';
import { ClientFleet } from './realtime-fleet.ts';
import { cpuMsOf, nowMs } from './realtime-ipc.ts';

/** One row of bench/realtime: `clients` sockets on `listenBase` in one room, `messages` posted to `postBase`. */
export interface Scenario {
  label: string;
  /** The instance messages are posted to. */
  postBase: string;
  /** The instance the clients listen on (the same one, or another on the same database). */
  listenBase: string;
  /** Server process ids, for their CPU time. */
  serverPids: number[];
  roomId: string;
  /** Sessions the sockets share round-robin. */
  listeners: LoadUser[];
  /** Who posts the next message: senders rotate so no one nears the 30 a minute chat limit. */
  nextSender: () => LoadUser;
  clients: number;
  messages: number;
  warmup: number;
  processes: number;
  timeoutMs: number;
}

export interface ScenarioResult {
  label: string;
  clients: number;
  messages: number;
  /** receive − send of every delivery, in ms, sorted. */
  latencies: number[];
  /** Per message: when the first client had it (the server's path from POST to its first socket). */
  firstDelivery: number[];
  /** Per message: when the last client had it (Infinity when some never did within the timeout). */
  lastDelivery: number[];
  /** Per message: the POST's own round trip. */
  postMs: number[];
  received: number;
  expected: number;
  /** Subscribed sockets the server closed during the run. */
  closedEarly: number;
  /** CPU milliseconds per measured message, servers and client processes, when /proc can tell. */
  cpuPerMessage: { servers: number | null; clients: number | null };
  /** Soft open-files limit of each client process. */
  fileLimits: (number | null)[];
  /** Wall time of connecting and subscribing every client. */
  connectSeconds: number;
}

/** Posts one chat message as `sender` and returns the send time taken just before the request. */
async function post(base: string, roomId: string, sender: LoadUser, content: string) {
  const sentAt = nowMs();
  const response = await fetch(`${base}/api/chat/rooms/${roomId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: sender.cookie, origin: base },
    body: JSON.stringify({ content }),
  });
  const answeredAt = nowMs();
  if (response.status !== 201) throw new Error(`posting a message answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return { sentAt, postMs: answeredAt - sentAt };
}

async function cpuMs(pids: number[]) {
  const readings = await Promise.all(pids.map(cpuMsOf));
  return readings.some((r) => r === null) ? null : (readings as number[]).reduce((a, b) => a + b, 0);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runScenario(s: Scenario, onFleet: (fleet: ClientFleet | null) => void): Promise<ScenarioResult> {
  const connectStarted = nowMs();
  const { fleet, fileLimits } = await ClientFleet.start({
    url: `${s.listenBase.replace(/^http/, 'ws')}/api/realtime`,
    origin: s.listenBase,
    channel: `room:${s.roomId}`,
    cookies: s.listeners.map((u) => u.cookie),
    clients: s.clients,
    processes: s.processes,
  });
  onFleet(fleet); // so an interrupted run can kill the client processes
  const connectSeconds = (nowMs() - connectStarted) / 1000;
  try {
    const tag = `${s.label} @${s.clients} ${Date.now().toString(36)}`;
    const send = async (key: string) => {
      const sent = await post(s.postBase, s.roomId, s.nextSender(), key);
      await fleet.waitComplete(key, s.timeoutMs);
      await pause(100); // let the last deliveries' aftermath (GC, acks) settle before the next send
      return sent;
    };
    for (let i = 0; i < s.warmup; i++) await send(`${tag} warm-up ${i + 1}`);
    await fleet.collect(); // drop the warm-up's times

    const cpuBefore = { servers: await cpuMs(s.serverPids), clients: await cpuMs(fleet.pids) };
    const sent = new Map<string, { sentAt: number; postMs: number }>();
    for (let i = 0; i < s.messages; i++) {
      const key = `${tag} message ${i + 1}`;
      sent.set(key, await send(key));
    }
    const cpuAfter = { servers: await cpuMs(s.serverPids), clients: await cpuMs(fleet.pids) };
    const { times, closedEarly } = await fleet.collect();

    const latencies: number[] = [];
    const firstDelivery: number[] = [];
    const lastDelivery: number[] = [];
    let received = 0;
    for (const [key, { sentAt }] of sent) {
      const list = (times.get(key) ?? []).map((at) => at - sentAt);
      received += list.length;
      latencies.push(...list);
      firstDelivery.push(list.length ? Math.min(...list) : Infinity);
      lastDelivery.push(list.length >= s.clients ? Math.max(...list) : Infinity);
    }
    const perMessage = (before: number | null, after: number | null) => (before === null || after === null ? null : (after - before) / s.messages);
    return {
      label: s.label,
      clients: s.clients,
      messages: s.messages,
      latencies: latencies.sort((a, b) => a - b),
      firstDelivery,
      lastDelivery,
      postMs: [...sent.values()].map((v) => v.postMs),
      received,
      expected: s.clients * s.messages,
      closedEarly,
      cpuPerMessage: { servers: perMessage(cpuBefore.servers, cpuAfter.servers), clients: perMessage(cpuBefore.clients, cpuAfter.clients) },
      fileLimits,
      connectSeconds,
    };
  } finally {
    await fleet.close();
    onFleet(null);
  }
}
