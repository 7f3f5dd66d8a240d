import { api } from './client.ts';

/** Product analytics (spec §7). Analytics must never break a flow, so failures are swallowed. */
export type AnalyticsEventName =
  | 'upload_success'
  | 'place_select'
  | 'follow'
  | 'profile_shared'
  | 'place_view'
  | 'chat_message_sent'
  | 'pwa_install_attempt';

export function trackEvent(name: AnalyticsEventName, props: Record<string, unknown> = {}): void {
  api.post('/api/analytics', { name, props }).catch(() => undefined);
}
