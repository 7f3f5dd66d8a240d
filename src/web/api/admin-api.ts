import type { z } from 'zod';
import type { ReportReason } from '../../shared/constants.ts';
import type {
  ActionPage,
  AdminReport,
  ModerationAction,
  ModerationOverview,
  ModeratorEntry,
  ReportPage,
  ReportStatus,
} from '../../shared/moderation-types.ts';
import type { reportUpdateSchema, userModerationSchema, videoModerationSchema } from '../../shared/moderation.schema.ts';
import { api } from './client.ts';
import { answer, contract } from './contract.ts';

export type { ActionPage, AdminReport, ModerationAction, ModerationOverview, ModeratorEntry, ReportPage };

/** The report queue's filters as the URL holds them; absent fields mean "any". */
export interface ReportFilters {
  status: ReportStatus;
  reason?: ReportReason;
  /** Inclusive calendar days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

// Bodies typed from the shared schemas, so a field the server starts requiring fails to compile here.
export type ReportUpdate = z.input<typeof reportUpdateSchema>;
export type VideoModeration = z.input<typeof videoModerationSchema>;
export type UserModeration = z.input<typeof userModerationSchema>;

const enc = encodeURIComponent;

function withCursor(params: URLSearchParams, cursor: string | null): string {
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The moderation screen (/admin/reports): the queue, the actions on it, the trail and the team. */
export const adminApi = {
  reports: ({ status, reason, from, to }: ReportFilters, cursor: string | null, signal?: AbortSignal) => {
    const params = new URLSearchParams({ status });
    if (reason) params.set('reason', reason);
    if (from) params.set('from', from);
    if (to) params.set('to', to);
    return api.get<ReportPage>(`/api/admin/reports${withCursor(params, cursor)}`, signal);
  },
  updateReport: (id: string, body: ReportUpdate) => api.patch<{ id: string; resolved: boolean }>(`/api/admin/reports/${enc(id)}`, body),
  updateVideo: (id: string, body: VideoModeration) => api.patch<{ id: string; hidden: boolean }>(`/api/admin/videos/${enc(id)}`, body),
  /** Admins only: a moderator gets 403. */
  updateUser: (id: string, body: UserModeration) =>
    api.patch<{ id: string; banned: boolean; verified: boolean }>(`/api/admin/users/${enc(id)}`, body),
  /** The whole trail, or with a report id the actions on that report, its video and the video's author. */
  actions: (reportId: string | null, cursor: string | null, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    if (reportId) params.set('report_id', reportId);
    return api.get<ActionPage>(`/api/admin/actions${withCursor(params, cursor)}`, signal);
  },
  overview: (signal?: AbortSignal) => api.get<ModerationOverview>('/api/admin/overview', signal),
  /** Admins only. */
  analytics: (signal?: AbortSignal) => answer(contract.GET('/api/admin/analytics', { signal })),
  /** Admins only, like the two below. */
  moderators: (signal?: AbortSignal) => api.get<{ items: ModeratorEntry[] }>('/api/admin/moderators', signal),
  addModerator: (username: string) => api.post<ModeratorEntry>('/api/admin/moderators', { username }),
  removeModerator: (userId: string) => api.delete<void>(`/api/admin/moderators/${enc(userId)}`),
};
