import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from '../compiled-response.ts';
import { feedPageSchema } from '../../../shared/feed-answers.schema.ts';
import { wireRenamer } from './wire-renamer.ts';
import { wireShapeOf } from './wire-shape.ts';
import { toWire } from './wire-values.ts';

const card = (id: string, extra: Record<string, unknown> = {}) => ({
  id, video_url: '/media/v.mp4?sig=a"b', title: 'Title', caption: 'A caption #tag', caption_ai: null, tags_ai: ['x'], tags: ['tag'],
  thumbnail_url: null, created_at: '2026-01-01T00:00:00.000Z', duration: 12.5, user_id: id, username: 'mia', avatar_url: null,
  avatar_small_url: null, verified: true, like_count: 1, is_liked: false, pop_count: 2, unpop_count: 0, comment_count: 3,
  share_count: 0, reaction: 'pop', sound: { id, title: 'Song', artist: '' }, place: null, visibility: 'public', sensitive: true,
  content_warning: 'Flashing lights', comment_policy: 'followers', language: 'es', alt_text: 'A "quoted" view', pinned: false,
  captions: [{ language: 'pt-br', url: '/api/videos/x/captions/pt-br/track.vtt?rev=1&exp=2&sig=c' }], ...extra,
});

describe('the compiled wire renamer', () => {
  it('writes a feed page exactly as renaming it field by field would', () => {
    const id = '7b0c0c8e-3f7e-4a53-9d0e-0c7f7e1e0a00';
    const page = { items: [card(id), card(id, { seen: true, sound: null, place: { id, name: 'Lisbon', type: 'city' } })], nextCursor: null, mode: 'foryou' };
    const write = compiledSerializer({ schema: feedPageSchema } as never);
    const fieldByField = toWire(wireShapeOf(feedPageSchema), page);
    expect(JSON.parse(write(page))).toEqual(fieldByField);
    expect(JSON.parse(write(page)).items[1]).toMatchObject({ seen: true, commentPolicy: 'followers', place: { id, name: 'Lisbon', type: 'city' } });
    // Each field once: no snake_case twin beside its camelCase name.
    expect(Object.keys(JSON.parse(write(page)).items[1]).filter((key) => key.includes('_'))).toEqual([]);
    expect(JSON.parse(write(page)).items[0]).not.toHaveProperty('seen');
  });

  it('keeps a map’s keys, follows a schema that contains itself and leaves nulls and leaves alone', () => {
    type Node = { node_id: string; child_nodes: Node[]; open_by_reason: Record<string, { acted_at: string }> | null };
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ node_id: z.string(), child_nodes: z.array(node), open_by_reason: z.record(z.string(), z.object({ acted_at: z.string() })).nullable() }),
    );
    const rename = wireRenamer(wireShapeOf(node));
    const tree = { node_id: 'a', child_nodes: [{ node_id: 'b', child_nodes: [], open_by_reason: null }], open_by_reason: { hate_speech: { acted_at: 't' } } };
    expect(rename(tree)).toEqual({
      nodeId: 'a',
      childNodes: [{ nodeId: 'b', childNodes: [], openByReason: null }],
      openByReason: { hate_speech: { actedAt: 't' } },
    });
    expect(wireRenamer(wireShapeOf(z.object({})))({})).toEqual({});
    expect(wireRenamer(wireShapeOf(z.string()))('x')).toBe('x');
  });
});
