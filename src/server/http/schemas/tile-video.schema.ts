import { z } from 'zod';
import type { TileVideo } from '../../../shared/feed-types.ts';
import { videoSettingsShape } from './video-settings.schema.ts';

/**
 * A video in a thumbnail grid (TileVideo in src/shared/feed-types.ts): a place's, a sound's, a tag's videos and
 * search results. Its links are signed.
 */
export const tileVideoSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  caption: z.string(),
  caption_ai: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  thumbnail_small_url: z.string().nullable(),
  created_at: z.string().describe('ISO 8601'),
  username: z.string(),
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
  ...videoSettingsShape,
}).meta({ id: 'TileVideo' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type TileVideoSchemaMatchesType = Assert<Same<z.infer<typeof tileVideoSchema>, TileVideo>>;
