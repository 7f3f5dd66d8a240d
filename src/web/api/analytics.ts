import { answer, contract, type Schemas } from './contract.ts';

/** Product analytics (spec §7). Analytics must never break a flow, so failures are swallowed. */
export type AnalyticsEvent = Schemas['AnalyticsEventInput'];
export type AnalyticsEventName = AnalyticsEvent['name'];

export function trackEvent(name: AnalyticsEventName, props: AnalyticsEvent['props'] = {}): void {
  answer(contract.POST('/api/analytics', { body: { name, props } })).catch(() => undefined);
}
