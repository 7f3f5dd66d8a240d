import { z } from 'zod';
import { STUDIO_DEFAULT_RANGE, STUDIO_ANALYTICS_MESSAGES, STUDIO_RANGES, VIEW_SOURCE_FIELDS, VIEW_SOURCES, type ViewSourceField } from '../../../shared/studio-analytics.ts';

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
    uniqueViewers: z.number().int(),
    uniqueViewersEstimated: z.boolean().meta({
      description: "True when uniqueViewers is estimated (a creator's, from a HyperLogLog sketch per day: within about 2%); a video's is exact",
    }),
    watchMs: z.number(),
    averageWatchMs: z.number().int(),
    completionRate: rate,
    likes: z.number().int(),
    comments: z.number().int(),
    shares: z.number().int(),
    followersGained: z.number().int(),
  })
  .meta({ id: 'StudioTotals', description: "Over the range: views and watch time (the creator's own never count), and what others did" });

const studioNumbers = {
  days: z.number().int(),
  totals: studioTotalsSchema,
  sources: z.object(Object.fromEntries(VIEW_SOURCES.map((source) => [VIEW_SOURCE_FIELDS[source], z.number().int()])) as Record<ViewSourceField, z.ZodNumber>).meta({
    id: 'StudioSources',
    description: 'Views by where the video was opened',
  }),
  daily: z
    .array(z.object({ day: z.string().meta({ description: 'A UTC day, YYYY-MM-DD' }), views: z.number().int(), watchMs: z.number(), completionRate: rate }))
    .meta({ description: 'One entry per UTC day of the range, oldest first, today last' }),
};

const studioVideoSchema = z.object({
  id: z.uuid(),
  caption: z.string(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});

export const studioOverviewSchema = z
  .object({
    ...studioNumbers,
    topVideos: z
      .array(studioVideoSchema.extend({ views: z.number().int(), averageWatchMs: z.number().int(), completionRate: rate }))
      .meta({ description: 'The most watched videos of the range, at most 10' }),
  })
  .meta({ id: 'StudioOverview' });

export const studioVideoStatsSchema = z
  .object({ ...studioNumbers, video: studioVideoSchema.extend({ durationMs: z.number().int() }) })
  .meta({ id: 'StudioVideoStats' });
