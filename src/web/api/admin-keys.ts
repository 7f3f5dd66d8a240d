import type { ReportFilters } from './admin-api.ts';

/**
 * Query keys of the moderation and federation screens. Everything sits under `adminKeys.all`, and each kind
 * of list has a prefix of its own, so an action can refresh every filtered queue and every trail without
 * naming them.
 */
export const adminKeys = {
  all: ['admin'] as const,
  reportLists: ['admin', 'reports'] as const,
  reports: (filters: ReportFilters) => ['admin', 'reports', filters] as const,
  actionLists: ['admin', 'actions'] as const,
  /** null is the whole trail; a report id is that report's history. */
  actions: (reportId: string | null) => ['admin', 'actions', reportId ?? 'all'] as const,
  overview: ['admin', 'overview'] as const,
  analytics: ['admin', 'analytics'] as const,
  moderators: ['admin', 'moderators'] as const,
  /** The server health screen (issue 60): one read of every part. */
  health: ['admin', 'health'] as const,
  /** The federation screen: its settings, the servers it knows, and the blocklists it follows. */
  federation: {
    all: ['admin', 'federation'] as const,
    settings: ['admin', 'federation', 'settings'] as const,
    instances: ['admin', 'federation', 'instances'] as const,
    blocklists: ['admin', 'federation', 'blocklists'] as const,
    /** Issue 57: which sites may embed videos. */
    embeds: ['admin', 'federation', 'embeds'] as const,
  },
};
