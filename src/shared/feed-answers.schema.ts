import { z } from 'zod';
import { pageSchema } from './page.schema.ts';
import { videoSettingsShape } from './video-settings.schema.ts';

/** The card of spec §2 as the feed routes send it, fully assembled. */
export const feedItemSchema = z.object({
  id: z.uuid(),
  videoUrl: z.string().nullable(),
  hlsUrl: z
    .string()
    .nullable()
    .describe('Its HLS master playlist (issue 57), for players that adapt to the network; null while it has none (the MP4 plays it)'),
  title: z.string(),
  caption: z.string(),
  captionAi: z.string().nullable(),
  tagsAi: z.array(z.string()),
  tags: z.array(z.string()),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  duration: z.number().nullable(),
  userId: z.uuid(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** AVATAR_SMALL_SIZE square, for the card's circle (srcset); null until made. */
  avatarSmallUrl: z.string().nullable(),
  verified: z.boolean(),
  likeCount: z.number().int(),
  isLiked: z.boolean(),
  favouriteCount: z.number().int().describe('How many people saved it (issue 55)'),
  isFavourite: z.boolean().describe('In my Favourites'),
  repostCount: z.number().int().describe('How many people reposted it (issue 55)'),
  isReposted: z.boolean().describe('I reposted it'),
  repostedBy: z
    .object({ userId: z.uuid(), username: z.string() })
    .nullable()
    .optional()
    .describe('Following only: it is here because this person I follow reposted it'),
  popCount: z.number().int(),
  unpopCount: z.number().int(),
  commentCount: z.number().int(),
  shareCount: z.number().int(),
  reaction: z.enum(['pop', 'unpop']).nullable(),
  sound: z.object({ id: z.uuid(), title: z.string(), artist: z.string() }).nullable(),
  place: z.object({ id: z.uuid(), name: z.string(), type: z.string() }).nullable(),
  /** For You only: already watched. The first such item follows a "You're all caught up" divider. */
  seen: z.boolean().optional(),
  /** Where it leads the Posts grid. */
  pinned: z.boolean().describe("Pinned to its creator's profile (issue 42)"),
  captions: z
    .array(z.object({ language: z.string().describe('A lowercase BCP 47 tag: en, es, pt-br…'), url: z.string().describe('A signed, expiring WebVTT link on this origin') }))
    .describe('The published caption tracks (issue 41)'),
  ...videoSettingsShape,
}).meta({ id: 'FeedItem' });

export type FeedItem = z.infer<typeof feedItemSchema>;

/** A page of full cards and the cursor of the next page: a feed's, or a grid's player's (issue 25), in the grid's order. */
export const cardPageSchema = pageSchema(feedItemSchema).meta({ id: 'GridPlayerPage' });

export type CardPage = z.infer<typeof cardPageSchema>;

export const feedPageSchema = cardPageSchema.extend({
  /** 'discover' when the viewer follows nobody with videos: the newest from everyone. */
  mode: z.enum(['following', 'discover', 'foryou']),
}).meta({ id: 'FeedPage' });

export type FeedPage = z.infer<typeof feedPageSchema>;
