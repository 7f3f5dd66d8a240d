import { z } from 'zod';
import { PLACE_TYPES } from '../../../shared/constants.ts';
import { tileVideoSchema } from './tile-video.schema.ts';

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

export const tileVideoListSchema = z.object({ items: z.array(tileVideoSchema) }).meta({ id: 'TileVideoList' });
