import WebSocket from 'ws';

/** Frames a hostile client sends on /api/realtime: not JSON, the wrong JSON, bad channels, huge, binary. */
export function hostileFrames(ids: { self: string; other: string; video: string }): Array<{ data: string | Buffer; binary?: boolean; label: string }> {
  const text = (data: string, label = data.slice(0, 40)) => ({ data, label });
  const channels = ['', ':', 'video', 'video:', `video:${ids.video}/../x`, 'video:../../etc/passwd', 'video:%00', `video:${ids.video.toUpperCase()}`,
    `notifications:${ids.other}`, `notifications:${ids.self}`, `room:${ids.video}`, 'room:00000000-0000-0000-0000-000000000000', `__proto__:${ids.video}`,
    `constructor:${ids.video}`, 'x'.repeat(10_000), 'a\u0000b', '\ud800', `video:${ids.video}`];
  return [
    ...['null', '0', '-1', '1e309', '"text"', 'true', '[]', '[1,2,3]', '{}', '{"type":null}', '{"type":"subscribe"}', '{"type":"subscribe","channel":null}',
      '{"type":"subscribe","channel":123}', '{"type":"subscribe","channel":{}}', '{"type":"subscribe","channel":[]}', '{"type":"unsubscribe","channel":{}}',
      '{"type":"unsubscribe"}', '{"type":"ping","extra":1}', '{"type":"publish","channel":"x","data":1}', '{"type":"__proto__"}', '{"__proto__":{"type":"ping"}}',
      '{"type":"subscribe","channel":"video:x","type":"ping"}', '', ' ', '{', '\u0000', '\ud800', '['.repeat(10_000) + ']'.repeat(10_000)].map((frame) => text(frame)),
    ...channels.flatMap((channel) => [
      text(JSON.stringify({ type: 'subscribe', channel }), `subscribe ${channel.slice(0, 30)}`),
      text(JSON.stringify({ type: 'unsubscribe', channel }), `unsubscribe ${channel.slice(0, 30)}`),
    ]),
    { data: Buffer.from([0, 1, 2, 255]), binary: true, label: 'binary bytes' },
    { data: Buffer.from('{"type":"ping"}'), binary: true, label: 'binary JSON' },
    { data: Buffer.from([0xc3, 0x28, 0xff]), binary: false, label: 'invalid UTF-8 text' },
    text('x'.repeat(70_000), 'a frame over the 64 kB limit'),
  ];
}

export interface SocketReport {
  framesSent: number;
  replies: number;
  closedByServer: number;
  /** Frames after which the server neither answered the ping nor closed within 5 s. */
  unanswered: number;
  refusedConnections: number;
}

function open(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  return new Promise<WebSocket>((resolve, reject) => socket.once('open', () => resolve(socket)).once('error', reject));
}

/**
 * Sends each frame, then a ping, and waits for the pong (or the server closing the socket, after which it
 * reconnects): every frame is processed before the next, and the server answered or closed for each.
 */
export async function fuzzSocket(url: string, headers: Record<string, string>, frames: ReturnType<typeof hostileFrames>): Promise<SocketReport> {
  const report: SocketReport = { framesSent: 0, replies: 0, closedByServer: 0, unanswered: 0, refusedConnections: 0 };
  let socket: WebSocket | null = null;
  for (const frame of frames) {
    if (socket?.readyState !== WebSocket.OPEN) socket = await open(url, headers).catch(() => null);
    if (!socket) {
      report.refusedConnections += 1; // the server is gone or refused us: the caller checks which
      break;
    }
    const current = socket;
    const settled = new Promise<void>((resolve) => {
      const onMessage = (raw: WebSocket.RawData) => {
        report.replies += 1;
        if (String(raw) === '{"type":"pong"}') done();
      };
      const onClose = () => {
        report.closedByServer += 1;
        done();
      };
      const timer = setTimeout(() => {
        report.unanswered += 1;
        done();
      }, 5_000);
      const done = () => {
        clearTimeout(timer);
        current.off('message', onMessage).off('close', onClose);
        resolve();
      };
      current.on('message', onMessage).on('close', onClose);
    });
    current.send(frame.data, { binary: frame.binary ?? false });
    report.framesSent += 1;
    if (current.readyState === WebSocket.OPEN) current.send('{"type":"ping"}');
    await settled;
  }
  socket?.close();
  return report;
}

/** The HTTP status an upgrade attempt gets: 101 when the socket opens, else the refusal's status. */
export function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
    });
    socket.once('error', () => resolve(0));
  });
}
