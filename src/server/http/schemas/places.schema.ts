import { z } from 'zod';
import { PLACE_TYPES } from '../../../shared/constants.ts';

/** The answers of places (issue 36): a place, its search, and its grid's tiles. */

export const placeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(PLACE_TYPES),
    address: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    created_at: z.date(),
  })
  .meta({ id: 'Place' });

export const placeListSchema = z.object({ items: z.array(placeSchema) }).meta({ id: 'PlaceList' });

/** A video in a thumbnail grid (a place's, a sound's or a tag's videos); its links are signed. */
export const tileVideoSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    caption: z.string(),
    caption_ai: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    thumbnail_small_url: z.string().nullable(),
    created_at: z.string(),
    username: z.string(),
    avatar_url: z.string().nullable(),
    verified: z.boolean(),
  })
  .meta({ id: 'TileVideo' });

export const tileVideoListSchema = z.object({ items: z.array(tileVideoSchema) }).meta({ id: 'TileVideoList' });
