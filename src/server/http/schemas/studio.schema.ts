import { z } from 'zod';
import { STUDIO_DEFAULT_RANGE, STUDIO_ANALYTICS_MESSAGES, STUDIO_RANGES, VIEW_SOURCES } from '../../../shared/studio-analytics.ts';

/** `days`: 7, 28 or 60 (the default 28). */
export const studioQuerySchema = z.object({
  days: z.coerce
    .number(STUDIO_ANALYTICS_MESSAGES.badRange)
    .refine((days) => (STUDIO_RANGES as readonly number[]).includes(days), STUDIO_ANALYTICS_MESSAGES.badRange)
    .default(STUDIO_DEFAULT_RANGE),
});

const rate = z.number().min(0).max(1).meta({ description: 'A share between 0 and 1' });

const studioTotalsSchema = z
  .object({
    views: z.number().int(),
    unique_viewers: z.number().int(),
    watch_ms: z.number(),
    average_watch_ms: z.number().int(),
    completion_rate: rate,
    likes: z.number().int(),
    comments: z.number().int(),
    shares: z.number().int(),
    followers_gained: z.number().int(),
  })
  .meta({ id: 'StudioTotals', description: "Over the range: views and watch time (the creator's own never count), and what others did" });

const studioNumbers = {
  days: z.number().int(),
  totals: studioTotalsSchema,
  sources: z.object(Object.fromEntries(VIEW_SOURCES.map((source) => [source, z.number().int()])) as Record<(typeof VIEW_SOURCES)[number], z.ZodNumber>).meta({
    id: 'StudioSources',
    description: 'Views by where the video was opened',
  }),
  daily: z
    .array(z.object({ day: z.string().meta({ description: 'A UTC day, YYYY-MM-DD' }), views: z.number().int(), watch_ms: z.number(), completion_rate: rate }))
    .meta({ description: 'One entry per UTC day of the range, oldest first, today last' }),
};

const studioVideoSchema = z.object({
  id: z.uuid(),
  caption: z.string(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
});

export const studioOverviewSchema = z
  .object({
    ...studioNumbers,
    top_videos: z
      .array(studioVideoSchema.extend({ views: z.number().int(), average_watch_ms: z.number().int(), completion_rate: rate }))
      .meta({ description: 'The most watched videos of the range, at most 10' }),
  })
  .meta({ id: 'StudioOverview' });

export const studioVideoStatsSchema = z
  .object({ ...studioNumbers, video: studioVideoSchema.extend({ duration_ms: z.number().int() }) })
  .meta({ id: 'StudioVideoStats' });
