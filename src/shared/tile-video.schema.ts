import { z } from 'zod';
import { videoSettingsShape } from './video-settings.schema.ts';
import { videoTileFields } from './video-tile-fields.ts';

/**
 * A video in a thumbnail grid: a place's, a sound's, a tag's videos and search results. Its links are signed.
 */
export const tileVideoSchema = z.object({
  ...videoTileFields,
  createdAt: z.string().describe('ISO 8601'),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  verified: z.boolean(),
  ...videoSettingsShape,
}).meta({ id: 'TileVideo' });

export type TileVideo = z.infer<typeof tileVideoSchema>;
