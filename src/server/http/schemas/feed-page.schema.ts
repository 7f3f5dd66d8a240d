import { z } from 'zod';
import type { CardPage, FeedItem, FeedPage } from '../../../shared/feed-types.ts';
import { pageSchema } from './common.schema.ts';
import { videoSettingsShape } from './video-settings.schema.ts';

/** The card of spec §2 as the feed routes send it (FeedItem in src/shared/feed-types.ts). */
export const feedItemSchema = z.object({
  id: z.uuid(),
  video_url: z.string().nullable(),
  title: z.string(),
  caption: z.string(),
  caption_ai: z.string().nullable(),
  tags_ai: z.array(z.string()),
  tags: z.array(z.string()),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
  duration: z.number().nullable(),
  user_id: z.uuid(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  avatar_small_url: z.string().nullable(),
  verified: z.boolean(),
  like_count: z.number().int(),
  is_liked: z.boolean(),
  pop_count: z.number().int(),
  unpop_count: z.number().int(),
  comment_count: z.number().int(),
  share_count: z.number().int(),
  reaction: z.enum(['pop', 'unpop']).nullable(),
  sound: z.object({ id: z.uuid(), title: z.string(), artist: z.string() }).nullable(),
  place: z.object({ id: z.uuid(), name: z.string(), type: z.string() }).nullable(),
  seen: z.boolean().optional(),
  pinned: z.boolean().describe("Pinned to its creator's profile (issue 42)"),
  captions: z
    .array(z.object({ language: z.string().describe('A lowercase BCP 47 tag: en, es, pt-br…'), url: z.string().describe('A signed, expiring WebVTT link on this origin') }))
    .describe('The published caption tracks (issue 41)'),
  ...videoSettingsShape,
}).meta({ id: 'FeedItem' });

/** A grid's player's page (issue 25): the grid's videos as full cards, in the grid's order. */
export const cardPageSchema = pageSchema(feedItemSchema).meta({ id: 'GridPlayerPage' });

export const feedPageSchema = cardPageSchema.extend({
  mode: z.enum(['following', 'discover', 'foryou']),
}).meta({ id: 'FeedPage' });

// The compiled serializer sends only what the schema lists, so the schema and the shared types must agree
// both ways: a field added to one and not the other fails the type-check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type FeedSchemasMatchTypes = Assert<
  Same<z.infer<typeof feedItemSchema>, FeedItem> & Same<z.infer<typeof feedPageSchema>, FeedPage> & Same<z.infer<typeof cardPageSchema>, CardPage>
>;
