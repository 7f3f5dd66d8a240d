import { z } from 'zod';
import type { AnalyticsRepo } from '../../data/repos/analytics.repo.ts';

export const ANALYTICS_EVENTS = [
  'upload_success', 'place_select', 'follow', 'profile_shared', 'place_view', 'chat_message_sent', 'pwa_install_attempt',
] as const;

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS, { error: 'Unknown analytics event' }),
  props: z
    .record(z.string().max(100), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((props) => Object.keys(props).length <= 20, 'At most 20 properties')
    .default({}),
}).meta({ id: 'AnalyticsEvent', description: 'One product event and up to 20 properties' });

/** First-party analytics: events land in our own table; no third-party host ever sees a user. */
export class AnalyticsService {
  constructor(private readonly events: AnalyticsRepo) {}

  async record(userId: string | null, event: z.infer<typeof analyticsEventSchema>) {
    await this.events.record({ userId: userId, name: event.name, props: event.props });
  }

  counts() {
    return this.events.counts();
  }
}
