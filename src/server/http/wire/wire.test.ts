import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storedName, toWireKeys, wireName } from '../../../shared/wire-names.ts';
import { wireJsonSchema } from './wire-json-schema.ts';
import { wireShapeOf } from './wire-shape.ts';
import { fromWire, toWire } from './wire-values.ts';

const report = z.object({
  id: z.string(),
  video_id: z.string(),
  open_by_reason: z.record(z.string(), z.number()),
  reporter: z.object({ user_id: z.string(), avatar_url: z.string().nullable() }).nullable(),
  history: z.array(z.object({ acted_at: z.string() })),
});

describe('wire names', () => {
  it('spells a stored name in camelCase and back', () => {
    expect(wireName('from_user_id')).toBe('fromUserId');
    expect(wireName('uses_24h')).toBe('uses24h');
    expect(wireName('caption')).toBe('caption');
    expect(storedName('fromUserId')).toBe('from_user_id');
    expect(storedName('items')).toBe('items');
  });

  it('renames fields at every depth but keeps a map’s keys, which are data', () => {
    const shape = wireShapeOf(report);
    const stored = {
      id: 'r',
      video_id: 'v',
      open_by_reason: { spam: 2, hate_speech: 1 },
      reporter: { user_id: 'u', avatar_url: null },
      history: [{ acted_at: 't' }],
    };
    expect(toWire(shape, stored)).toEqual({
      id: 'r',
      videoId: 'v',
      openByReason: { spam: 2, hate_speech: 1 },
      reporter: { userId: 'u', avatarUrl: null },
      history: [{ actedAt: 't' }],
    });
    expect(toWire(shape, { ...stored, reporter: null })).toEqual({ id: 'r', videoId: 'v', openByReason: { spam: 2, hate_speech: 1 }, reporter: null, history: [{ actedAt: 't' }] });
  });

  it('reads a request in either spelling, the camelCase one winning', () => {
    const shape = wireShapeOf(z.object({ video_id: z.string(), parent_id: z.string().nullish() }));
    expect(fromWire(shape, { videoId: 'a', parentId: null })).toEqual({ video_id: 'a', parent_id: null });
    expect(fromWire(shape, { video_id: 'old' })).toEqual({ video_id: 'old' });
    expect(fromWire(shape, { video_id: 'old', videoId: 'new' })).toEqual({ video_id: 'new' });
  });

  it('follows unions, pipes and a schema that contains itself', () => {
    type Node = { node_id: string; child_nodes: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ node_id: z.string(), child_nodes: z.array(node) }));
    const either = z.union([z.object({ two_factor_required: z.literal(true) }), z.object({ user_id: z.string() })]);
    expect(toWire(wireShapeOf(node), { node_id: 'a', child_nodes: [{ node_id: 'b', child_nodes: [] }] })).toEqual({
      nodeId: 'a',
      childNodes: [{ nodeId: 'b', childNodes: [] }],
    });
    expect(toWire(wireShapeOf(either), { two_factor_required: true })).toEqual({ twoFactorRequired: true });
    expect(toWire(wireShapeOf(z.string().transform(Number).pipe(z.number())), '1')).toBe('1');
  });

  it('describes the wire in the document: each field once, camelCase, a map’s keys left as data', () => {
    const json = z.toJSONSchema(report, { target: 'openapi-3.0' });
    const answer = wireJsonSchema(json) as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(answer.properties)).toEqual(['id', 'videoId', 'openByReason', 'reporter', 'history']);
    expect(answer.required).toEqual(['id', 'videoId', 'openByReason', 'reporter', 'history']);
    expect(JSON.stringify(answer)).not.toContain('deprecated');
  });

  it('renames plain data for a socket frame or a form', () => {
    expect(toWireKeys({ room_id: 'r', sender: { avatar_url: null } })).toEqual({ roomId: 'r', sender: { avatarUrl: null } });
    expect(toWireKeys([{ room_id: 'r' }])).toEqual([{ roomId: 'r' }]);
  });
});
