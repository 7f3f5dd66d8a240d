import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { realtimeEvents } from '../src/shared/realtime-catalog.ts';
import { payloadNamesMatch, payloadProblem } from '../src/server/realtime/payload-schemas.ts';
import { asyncApiProblems } from './asyncapi-lint.ts';

/** Issue 54 item 6: the realtime catalog, its payload schemas and the AsyncAPI document written from them. */
const document = JSON.parse(readFileSync('docs/asyncapi.json', 'utf8'));

describe('the realtime catalog', () => {
  it('names each payload by the component id of the schema the server checks it with', () => {
    expect(payloadNamesMatch()).toEqual([]);
  });

  it('refuses a payload that differs from its schema: a missing field, a wrong type, or a field the schema lacks', () => {
    const message = {
      id: '5f0c7a8e-1b2c-4d3e-8f90-123456789abc', roomId: '5f0c7a8e-1b2c-4d3e-8f90-123456789abd', senderId: '5f0c7a8e-1b2c-4d3e-8f90-123456789abe',
      content: 'hi', createdAt: '2026-11-29T12:00:00.000Z', seq: 1, username: 'maya_moves', avatarUrl: null,
    };
    expect(payloadProblem('chat.message', message)).toBeNull();
    expect(payloadProblem('chat.message', { ...message, seq: undefined })).toMatch(/^seq: /);
    expect(payloadProblem('chat.message', { ...message, seq: '1' })).toMatch(/^seq: /);
    expect(payloadProblem('chat.message', { ...message, email: 'maya@example.com' })).toBe('fields the schema does not have: email');
    expect(payloadProblem('notification.read', { id: 'all' })).toBeNull();
    expect(payloadProblem('notification.read', { id: 'some' })).toMatch(/^id: /);
    // A group gone since it was announced is only its id; anything between is neither.
    expect(payloadProblem('notification.created', { id: message.id })).toBeNull();
    expect(payloadProblem('notification.created', { id: message.id, read: true })).not.toBeNull();
  });
});

describe('docs/asyncapi.json', () => {
  it('is valid AsyncAPI 3.0.0 and describes every channel and event of the catalog', () => {
    expect(asyncApiProblems(document)).toEqual([]);
    for (const { channel, event, payloads } of realtimeEvents()) {
      expect(document.channels[channel].messages[event]).toEqual({ $ref: `#/components/messages/${event}` });
      const data = document.components.messages[event].payload.properties.data;
      expect(data.oneOf ?? [data]).toEqual(payloads.map((name) => ({ $ref: `#/components/schemas/${name}` })));
      for (const name of payloads) expect(document.components.schemas[name]).toBeDefined();
    }
  });

  it('is caught when it breaks the AsyncAPI schema or refers to nothing', () => {
    const broken = structuredClone(document);
    broken.operations['send-video'].action = 'publish';
    broken.channels.video.messages['comment.created'] = { $ref: '#/components/messages/comment.deleted' };
    const problems = asyncApiProblems(broken);
    expect(problems).toContain('/operations/send-video/action must be equal to one of the allowed values');
    expect(problems).toContain('$ref #/components/messages/comment.deleted names nothing');
  });
});
