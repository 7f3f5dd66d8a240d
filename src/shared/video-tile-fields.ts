import { z } from 'zod';

/** What every grid tile of a video starts with: whose it is, its caption and its thumbnails. */
export const videoTileFields = {
  id: z.uuid(),
  userId: z.uuid(),
  caption: z.string(),
  captionAi: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** THUMBNAIL_SMALL_WIDTH wide, for grids' srcset; null until made (then the full one serves). */
  thumbnailSmallUrl: z.string().nullable(),
};
