import { z } from 'zod';
import { videoSettingsShape } from './video-settings.schema.ts';

/**
 * A video in a thumbnail grid: a place's, a sound's, a tag's videos and search results. Its links are signed.
 */
export const tileVideoSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  caption: z.string(),
  caption_ai: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** THUMBNAIL_SMALL_WIDTH wide, for grids' srcset; null until made (then the full one serves). */
  thumbnail_small_url: z.string().nullable(),
  created_at: z.string().describe('ISO 8601'),
  username: z.string(),
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
  ...videoSettingsShape,
}).meta({ id: 'TileVideo' });

export type TileVideo = z.infer<typeof tileVideoSchema>;
