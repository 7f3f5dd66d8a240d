import { z } from 'zod';
import { pageSchema } from './page.schema.ts';
import { COLLECTION_MESSAGES, COLLECTION_NAME_MAX, COLLECTIONS_MAX } from './collections.ts';

/** The requests and answers of collections (issue 55 item 2); the limits and words are in collections.ts. */

export const collectionNameSchema = z
  .string()
  .trim()
  .min(1, COLLECTION_MESSAGES.nameRequired)
  .max(COLLECTION_NAME_MAX, COLLECTION_MESSAGES.nameTooLong);

export const collectionCreateSchema = z
  .object({ name: collectionNameSchema, public: z.boolean().default(false) })
  .meta({ id: 'CollectionCreate' });

export const collectionUpdateSchema = z
  .object({
    name: collectionNameSchema.optional(),
    public: z.boolean().optional(),
    coverVideoId: z.uuid('Invalid id').nullable().optional().describe('One of its videos; null goes back to the latest added'),
  })
  .meta({ id: 'CollectionUpdate' });

export const collectionOrderSchema = z
  .object({ ids: z.array(z.uuid('Invalid id')).max(COLLECTIONS_MAX, COLLECTION_MESSAGES.order) })
  .meta({ id: 'CollectionOrder', description: 'Every one of my collections, in the order I want them' });

export const collectionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    public: z.boolean(),
    owner: z.object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() }),
    isOwner: z.boolean(),
    videoCount: z.number().int().describe('The videos in it that I may see'),
    coverVideoId: z.uuid().nullable().describe("The owner's chosen cover; null when the latest added is the cover"),
    cover: z
      .object({ videoId: z.uuid(), thumbnailUrl: z.string().nullable() })
      .nullable()
      .describe('The cover as I see it: the chosen one if I may see it, else the latest added I may see'),
    hasVideo: z.boolean().describe('Whether it holds the video asked about (GET /api/me/collections?videoId=); false otherwise'),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .meta({ id: 'Collection' });

export const collectionListSchema = pageSchema(collectionSchema).meta({ id: 'CollectionList', description: 'Collections in their owner’s order (one page: at most 100)' });

export type Collection = z.infer<typeof collectionSchema>;
