import type { StudioRange } from '../../shared/studio-analytics.ts';
import { answer, contract, type Schemas } from './contract.ts';

/** A creator's analytics (issue 42 item 5): all their videos, or one of them, over 7, 28 or 60 days. */
export type StudioOverview = Schemas['StudioOverview'];
export type StudioVideoStats = Schemas['StudioVideoStats'];
export type StudioNumbers = Pick<StudioOverview, 'days' | 'totals' | 'sources' | 'daily'>;

export const studioApi = {
  overview: (days: StudioRange, signal?: AbortSignal) => answer(contract.GET('/api/studio', { params: { query: { days } }, signal })),
  video: (id: string, days: StudioRange, signal?: AbortSignal) => answer(contract.GET('/api/studio/videos/{id}', { params: { path: { id }, query: { days } }, signal })),
};
