/**
 * One client process of bench/realtime: holds its share of the WebSocket clients (the `ws` package, no
 * compression, no UTF-8 check: receiving must stay cheap), subscribes each to the room and stamps every
 * chat.message frame on arrival, first thing in the handler. Driven over IPC (bench/lib/realtime-ipc.ts);
 * exits when the bench goes away.
 */
import WebSocket from 'ws';
import { fileLimitOf, nowMs, type FromClients, type ToClients } from './realtime-ipc.ts';

const CONNECTING_AT_ONCE = 100; // upgrades in flight: each costs the server a session lookup
const SUBSCRIBE_TIMEOUT_MS = 120_000;

const sockets: WebSocket[] = [];
let subscribed = 0;
let closedEarly = 0;
let closing = false;
/** Receive times by message content; a message is complete when every subscribed socket has one. */
let times = new Map<string, number[]>();

const tell = (message: FromClients) => process.send?.(message);

/**
 * Every socket of the room gets the same bytes (the hub encodes a frame once per channel), so a frame equal to
 * the last one parsed reuses its key: JSON is parsed once per message per process, not once per socket.
 */
let lastFrame: Buffer | null = null;
let lastKey: string | null = null;

function keyOf(frame: Buffer): string | null {
  if (lastFrame && frame.equals(lastFrame)) return lastKey;
  const message = JSON.parse(frame.toString()) as { type: string; event?: string; data?: { content?: string } };
  const key = message.type === 'event' && message.event === 'chat.message' && typeof message.data?.content === 'string' ? message.data.content : null;
  [lastFrame, lastKey] = [Buffer.from(frame), key];
  return key;
}

function onMessage(raw: WebSocket.RawData) {
  const at = nowMs();
  const key = keyOf(raw as Buffer);
  if (key === null) return;
  let list = times.get(key);
  if (!list) times.set(key, (list = []));
  list.push(at);
  if (list.length === subscribed) tell({ type: 'complete', key });
}

/** Opens one socket and subscribes it; resolves null when subscribed, else with what went wrong. */
function open(url: string, origin: string, cookie: string, channel: string): Promise<string | null> {
  return new Promise((done) => {
    const socket = new WebSocket(url, { origin, headers: { cookie }, perMessageDeflate: false, skipUTF8Validation: true });
    const timer = setTimeout(() => finish('no answer to subscribe'), SUBSCRIBE_TIMEOUT_MS);
    let settled = false;
    function finish(problem: string | null) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (problem) {
        socket.terminate();
      } else {
        socket.on('message', onMessage);
        socket.once('close', () => {
          if (!closing) closedEarly++; // the server dropped a subscribed client mid-run
        });
      }
      done(problem);
    }
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })));
    socket.on('message', function first(raw) {
      const answer = JSON.parse(String(raw)) as { type: string; message?: string };
      if (answer.type !== 'subscribed' && answer.type !== 'error') return;
      socket.off('message', first);
      finish(answer.type === 'subscribed' ? null : `subscribe refused: ${answer.message}`);
    });
    socket.on('error', (error) => finish(error.message));
    socket.on('unexpected-response', (_request, response) => finish(`upgrade answered ${response.statusCode}`));
    socket.on('close', () => finish('closed before subscribed'));
    sockets.push(socket);
  });
}

async function connect(command: Extract<ToClients, { type: 'connect' }>) {
  let next = 0;
  let failed = 0;
  let firstError: string | null = null;
  const lane = async () => {
    while (next < command.count) {
      const index = next++;
      const problem = await open(command.url, command.origin, command.cookies[(command.first + index) % command.cookies.length], command.channel);
      if (problem === null) {
        subscribed++;
      } else {
        failed++;
        firstError ??= problem;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECTING_AT_ONCE, command.count) }, lane));
  tell({ type: 'ready', subscribed, failed, firstError, fileLimit: await fileLimitOf('self') });
}

async function close() {
  closing = true;
  await Promise.all(
    sockets.map((socket) =>
      socket.readyState === WebSocket.CLOSED ? undefined : new Promise<void>((done) => {
        socket.once('close', () => done());
        socket.close(1000);
        setTimeout(() => (socket.terminate(), done()), 5000).unref();
      }),
    ),
  );
  process.exit(0);
}

process.on('message', (command: ToClients) => {
  switch (command.type) {
    case 'connect':
      void connect(command);
      break;
    case 'collect':
      tell({ type: 'times', times: Object.fromEntries(times), closedEarly });
      times = new Map();
      break;
    case 'close':
      void close();
      break;
  }
});
process.on('disconnect', () => process.exit(0)); // the bench is gone (or done with us)
