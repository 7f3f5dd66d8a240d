import { z } from 'zod';

/** 24-hour stories' answers (spec §2 Create Story, §7 Stories). Times are ISO 8601 strings. */

const author = {
  userId: z.uuid(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
};

export const storyItemSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    mediaType: z.enum(['image', 'video']),
    mediaUrl: z.string().describe("The story's own link: a 302 to a short-lived signed link for whoever may see it, else 404"),
    thumbnailUrl: z.string().nullable(),
    caption: z.string().nullable(),
    altText: z.string().nullable().describe('What the story shows, for people who cannot see it (issue 41)'),
    sticker: z.string().nullable(),
    stickerX: z.number(),
    stickerY: z.number(),
    visibility: z.enum(['public', 'followers']),
    /** Images show for STORY_IMAGE_SECONDS. */
    duration: z.number().nullable().describe('Seconds, for videos'),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    seen: z.boolean(),
  })
  .meta({ id: 'StoryItem', description: 'One active story' });

export type StoryItem = z.infer<typeof storyItemSchema>;

export const userStoriesSchema = z
  .object({ author: z.object(author), items: z.array(storyItemSchema).describe('Active stories the viewer may see, oldest first') })
  .meta({ id: 'UserStories', description: "One person's active stories" });

export type UserStories = z.infer<typeof userStoriesSchema>;

export const storyRingSchema = z
  .object({
    ...author,
    /** AVATAR_SMALL_SIZE square, for the ring's circle (srcset); null until made. */
    avatarSmallUrl: z.string().nullable(),
    storyCount: z.number().int(),
    latestAt: z.iso.datetime(),
    hasUnseen: z.boolean(),
  })
  .meta({ id: 'StoryRing', description: 'One avatar in the row of story rings' });

export type StoryRing = z.infer<typeof storyRingSchema>;

export const storyRingsSchema = z
  .object({ items: z.array(storyRingSchema) })
  .meta({ id: 'StoryRings', description: 'The viewer first, then people they follow with active stories, unseen first' });

export const storyStatusSchema = z
  .object({ id: z.uuid(), status: z.enum(['processing', 'ready', 'failed']) })
  .meta({ id: 'StoryStatus', description: "Where a posted story's processing is" });

export type StoryStatus = z.infer<typeof storyStatusSchema>;
