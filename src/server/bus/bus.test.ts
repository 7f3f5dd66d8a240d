import { expect, it } from 'vitest';
import { parseBusMessage } from './bus.ts';

it('reads an event from a bus message only when it is one (issue 35, L7)', () => {
  const event = { channel: 'room:0b8f2a3c-1d2e-4f50-8a6b-7c8d9e0f1a2b', event: 'chat.message', id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
  expect(parseBusMessage(JSON.stringify(event))).toEqual({ event });
  expect(parseBusMessage(JSON.stringify({ channel: 'internal:auth', event: 'sessions.ended', id: 'all' }))).toHaveProperty('event');
  for (const payload of [
    'not json',
    '[]',
    'null',
    JSON.stringify({ channel: 'room:1', event: 'chat.message' }),
    JSON.stringify({ ...event, extra: 'field' }),
    JSON.stringify({ ...event, id: 42 }),
    JSON.stringify({ ...event, channel: 'room:<script>' }),
    JSON.stringify({ ...event, event: '__proto__ x' }),
    JSON.stringify({ ...event, id: 'x'.repeat(101) }),
    JSON.stringify({ ...event, padding: 'x'.repeat(2000) }),
  ]) {
    expect(parseBusMessage(payload), payload.slice(0, 60)).toHaveProperty('error');
  }
});
