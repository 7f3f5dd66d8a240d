import { z } from 'zod';
import { soundSchema } from './sound-answers.schema.ts';
import { tileVideoSchema } from './tile-video.schema.ts';
import { pageSchema } from './page.schema.ts';
import { profileSchema } from './profile-answers.schema.ts';

/**
 * Search, hashtag pages, trending tags and suggested creators (issue 23). Every search list is one keyset
 * page (page.schema.ts); they answered `next_cursor` before issue 36, and still do beside `nextCursor`.
 */

/** A person's own fields are the Profile's; a result adds whether the viewer follows them. */
export const searchPersonSchema = profileSchema
  .pick({ userId: true, username: true, bio: true, avatarUrl: true, verified: true, followerCount: true })
  .extend({ isFollowing: z.boolean().describe('Whether the viewer follows them (the Follow button)') })
  .meta({ id: 'SearchPerson', description: 'A creator in People results and in suggestions' });

export type SearchPerson = z.infer<typeof searchPersonSchema>;

export const searchTagSchema = z
  .object({
    name: z.string().describe("The tag without '#'"),
    videoCount: z.number().int().describe('Visible videos carrying it'),
    uses24h: z.number().int().describe('Uses in the last 24 hours'),
  })
  .meta({ id: 'SearchTag', description: 'A hashtag in results and in Trending' });

export type SearchTag = z.infer<typeof searchTagSchema>;

export const searchPlaceSchema = z
  .object({ id: z.uuid(), name: z.string(), type: z.string(), city: z.string().nullable(), country: z.string().nullable() })
  .meta({ id: 'SearchPlace', description: 'A place in results' });

export type SearchPlace = z.infer<typeof searchPlaceSchema>;

export const searchVideoPageSchema = pageSchema(tileVideoSchema).meta({ id: 'SearchVideoPage', description: 'Videos as grid tiles, keyset-paged' });
export const searchPersonPageSchema = pageSchema(searchPersonSchema).meta({ id: 'SearchPersonPage' });
export const searchSoundPageSchema = pageSchema(soundSchema).meta({ id: 'SearchSoundPage' });
export const searchTagPageSchema = pageSchema(searchTagSchema).meta({ id: 'SearchTagPage' });
export const searchPlacePageSchema = pageSchema(searchPlaceSchema).meta({ id: 'SearchPlacePage' });

export const searchTopSchema = z
  .object({
    people: z.array(searchPersonSchema),
    tags: z.array(searchTagSchema),
    sounds: z.array(soundSchema),
    videos: searchVideoPageSchema,
  })
  .meta({ id: 'SearchTop', description: 'The Top tab: a few of each kind, then the first page of videos' });

export type SearchTop = z.infer<typeof searchTopSchema>;

export const tagSummarySchema = z
  .object({ name: z.string(), videoCount: z.number().int().describe('0 for a tag nobody used yet') })
  .meta({ id: 'TagSummary', description: "A hashtag page's head" });

export type TagSummary = z.infer<typeof tagSummarySchema>;

export const trendingTagsSchema = z.object({ items: z.array(searchTagSchema) }).meta({ id: 'TrendingTags', description: 'The tags with the most new uses in the last 24 hours' });

export const suggestedCreatorsSchema = z
  .object({ items: z.array(searchPersonSchema) })
  .meta({ id: 'SuggestedCreators', description: 'Creators to follow: popular, active, not followed, no block' });
