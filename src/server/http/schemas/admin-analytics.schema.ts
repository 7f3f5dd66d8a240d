import { z } from 'zod';

/** GET /api/admin/analytics: how often each first-party event was recorded, by name. */
export const adminAnalyticsSchema = z
  .object({
    counts: z.array(z.object({ name: z.string(), count: z.number().int() })).describe('One entry per event name, in name order'),
  })
  .meta({ id: 'AdminAnalytics', description: 'How often each first-party analytics event was recorded' });
