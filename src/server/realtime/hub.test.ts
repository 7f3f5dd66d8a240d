import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { expect, it } from 'vitest';
import { MemoryBus } from '../bus/bus.ts';
import { realtimeEvent } from '../../shared/realtime-catalog.ts';
import { RealtimeHub } from './hub.ts';

/** A socket as the hub uses it (ws's WebSocket): frames the client sends in, frames the hub sends out. */
class Socket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: unknown[] = [];
  send(frame: Buffer | string) {
    this.sent.push(JSON.parse(String(frame)));
  }
  close() {
    this.readyState = 3;
    this.emit('close');
  }
}

const errors: { problem?: string }[] = [];
const log = { error: (details: { problem?: string }) => errors.push(details), warn: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

it('sends a payload that is what the catalog promises, and refuses one that differs, saying why', async () => {
  const bus = new MemoryBus();
  const hub = new RealtimeHub({ videos: { watchable: async () => true }, chat: { canRead: async () => true } }, bus, log, 5);
  const videoId = '5f0c7a8e-1b2c-4d3e-8f90-123456789abc';
  const comment = {
    id: '5f0c7a8e-1b2c-4d3e-8f90-123456789abd', videoId: videoId, userId: '5f0c7a8e-1b2c-4d3e-8f90-123456789abe', content: 'nice',
    parentId: null, createdAt: new Date('2026-11-29T12:00:00Z'), username: 'maya_moves', avatarUrl: null, verified: false, hidden: false, pinned: false,
  };
  const rows = new Map<string, unknown>([['good', comment], ['leaky', { ...comment, email: 'maya@example.com' }], ['short', { id: comment.id }]]);
  hub.registerLoader('comment.created', async (id) => rows.get(id) ?? null);
  const socket = new Socket();
  hub.attach(socket as unknown as WebSocket, { userId: comment.userId });
  socket.emit('message', Buffer.from(JSON.stringify({ type: 'subscribe', channel: `video:${videoId}` })), false);
  await settle();
  expect(socket.sent).toEqual([{ type: 'subscribed', channel: `video:${videoId}` }]);

  for (const id of ['leaky', 'short', 'good']) await bus.publish(realtimeEvent('video', videoId, 'comment.created', id));
  await settle();
  expect(socket.sent.slice(1)).toEqual([{ type: 'event', channel: `video:${videoId}`, event: 'comment.created', data: expect.objectContaining({ id: comment.id, videoId, content: 'nice' }) }]);
  expect(errors.map((error) => error.problem)).toEqual(['fields the schema does not have: email', expect.stringMatching(/^videoId: /)]);
  hub.close();
});
