import type { StudioRange } from '../../shared/studio-analytics.ts';

/** Query keys of /studio: a creator's numbers over a range, for all their videos or one. */
export const studioKeys = {
  overview: (days: StudioRange) => ['studio', 'overview', days] as const,
  video: (id: string, days: StudioRange) => ['studio', 'video', id, days] as const,
};
