import { z } from 'zod';
import type { TileVideo } from '../../../shared/feed-types.ts';

/**
 * A video in a thumbnail grid (TileVideo in src/shared/feed-types.ts), as the search, hashtag and sound grids
 * send it. Unnamed on purpose: the name would belong to the videos' area; the pages carrying it are named.
 */
export const tileVideoSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  caption: z.string(),
  caption_ai: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  thumbnail_small_url: z.string().nullable(),
  created_at: z.iso.datetime(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type TileVideoSchemaMatchesType = Assert<Same<z.infer<typeof tileVideoSchema>, TileVideo>>;
