import { z } from 'zod';
import { PLACE_TYPES } from '../../../shared/constants.ts';
import { tileVideoSchema } from '../../../shared/tile-video.schema.ts';
import { pageSchema } from './common.schema.ts';

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
    createdAt: z.date(),
  })
  .meta({ id: 'Place' });

export const placeListSchema = pageSchema(placeSchema).meta({ id: 'PlaceList', description: 'Places found, the names most like the text first, keyset-paged' });

export const tileVideoListSchema = pageSchema(tileVideoSchema).meta({ id: 'TileVideoList', description: "A page of a grid's tiles" });
