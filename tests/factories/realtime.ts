import WebSocket from 'ws';
import type { ServerRealtimeMessage } from '../../src/shared/api-types.ts';
import type { TestApp } from '../setup/test-app.ts';
import type { TestUser } from './users.ts';

/** A socket client that collects what the server sends. */
export async function connectRealtime(app: TestApp, user?: TestUser) {
  const socket = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, { headers: user ? { cookie: user.cookie } : {} });
  const received: ServerRealtimeMessage[] = [];
  socket.on('message', (raw) => received.push(JSON.parse(String(raw))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const waitFor = async (predicate: (m: ServerRealtimeMessage) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = received.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`timed out; received ${JSON.stringify(received)}`);
  };
  const subscribe = (channel: string) => socket.send(JSON.stringify({ type: 'subscribe', channel }));
  return { socket, received, waitFor, subscribe };
}

