import type { ReportReason, ReportTargetKind } from '../../shared/constants.ts';
import type { ReportStatus } from '../../shared/moderation-types.ts';
import { answer, contract, type Schemas } from './contract.ts';
import type { operations } from './contract.gen.ts';

export type AdminReport = Schemas['ModerationReport'];
export type ReportPage = Schemas['ModerationReportPage'];
export type ModerationAction = Schemas['ModerationAction'];
export type ActionPage = Schemas['ModerationActionPage'];
export type ModerationOverview = Schemas['ModerationOverview'];
export type ModeratorEntry = Schemas['ModerationModerator'];

// Bodies typed by the contract, so a field the server starts requiring fails to compile here.
type BodyOf<O extends keyof operations> = operations[O]['requestBody'] extends { content: { 'application/json': infer B } } | undefined ? B : never;
export type ReportUpdate = BodyOf<'patchAdminReportsById'>;
export type VideoModeration = BodyOf<'patchAdminVideosById'>;
export type UserModeration = BodyOf<'patchAdminUsersById'>;

/** The report queue's filters as the URL holds them; absent fields mean "any". */
export interface ReportFilters {
  status: ReportStatus;
  reason?: ReportReason;
  kind?: ReportTargetKind;
  /** Inclusive calendar days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

/** The moderation screen (/admin/reports): the queue, the actions on it, the trail and the team. */
export const adminApi = {
  reports: ({ status, kind, reason, from, to }: ReportFilters, cursor: string | null, signal?: AbortSignal) =>
    answer(contract.GET('/api/admin/reports', { params: { query: { status, kind, reason, from, to, cursor: cursor ?? undefined } }, signal })),
  updateReport: (id: string, body: ReportUpdate) =>
    answer(contract.PATCH('/api/admin/reports/{id}', { params: { path: { id } }, body })),
  updateVideo: (id: string, body: VideoModeration) =>
    answer(contract.PATCH('/api/admin/videos/{id}', { params: { path: { id } }, body })),
  /** Admins only: a moderator gets 403. */
  updateUser: (id: string, body: UserModeration) =>
    answer(contract.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body })),
  /** The whole trail, or with a report id the actions on that report, its video and the video's author. */
  actions: (reportId: string | null, cursor: string | null, signal?: AbortSignal) =>
    answer(contract.GET('/api/admin/actions', { params: { query: { reportId: reportId ?? undefined, cursor: cursor ?? undefined } }, signal })),
  overview: (signal?: AbortSignal) => answer(contract.GET('/api/admin/overview', { signal })),
  /** Admins only. */
  analytics: (signal?: AbortSignal) => answer(contract.GET('/api/admin/analytics', { signal })),
  /** Admins only, like the two below. */
  moderators: (signal?: AbortSignal) => answer(contract.GET('/api/admin/moderators', { signal })),
  addModerator: (username: string) => answer(contract.POST('/api/admin/moderators', { body: { username } })),
  removeModerator: (userId: string) => answer(contract.DELETE('/api/admin/moderators/{id}', { params: { path: { id: userId } } })),
};
