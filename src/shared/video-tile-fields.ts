import { z } from 'zod';

/** What every grid tile of a video starts with: whose it is, its caption and its thumbnails. */
export const videoTileFields = {
  id: z.uuid(),
  user_id: z.uuid(),
  caption: z.string(),
  caption_ai: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** THUMBNAIL_SMALL_WIDTH wide, for grids' srcset; null until made (then the full one serves). */
  thumbnail_small_url: z.string().nullable(),
};
