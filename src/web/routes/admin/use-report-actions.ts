import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { adminApi, type AdminReport, type ReportPage } from '../../api/admin-api.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { ApiError } from '../../api/client.ts';
import { i18n, msg } from '../../i18n/i18n.ts';

type Flag = 'hidden' | 'sensitive' | 'banned' | 'resolved';
type Pages = InfiniteData<ReportPage, string | null>;

const FLAGS: Record<Flag, { get: (report: AdminReport) => boolean; set: (report: AdminReport, value: boolean) => AdminReport }> = {
  // Only reports that have a video or an author get here (the card offers Hide and Ban only then).
  hidden: { get: (r) => r.video?.hidden ?? false, set: (r, hidden) => (r.video ? { ...r, video: { ...r.video, hidden } } : r) },
  sensitive: { get: (r) => r.video?.sensitive ?? false, set: (r, sensitive) => (r.video ? { ...r, video: { ...r.video, sensitive } } : r) },
  banned: { get: (r) => r.author?.banned ?? false, set: (r, banned) => (r.author ? { ...r, author: { ...r.author, banned } } : r) },
  resolved: { get: (r) => r.resolved, set: (r, resolved) => ({ ...r, resolved }) },
};

/** Rewrites every cached queue (all filter sets), since one video or author can sit in several. */
function patchReports(client: QueryClient, change: (report: AdminReport) => AdminReport) {
  client.setQueriesData<Pages>({ queryKey: adminKeys.reportLists }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) } : data,
  );
}

/** The server's own reason (a moderator's 403, "You cannot ban yourself") is worth showing under the toast. */
const serverReason = (error: Error) => (error instanceof ApiError && error.fromServer ? error.message : undefined);

interface FlagAction {
  flag: Flag;
  /** Which cached reports show the same fact: the same video, the same author, or the report itself. */
  affects: (other: AdminReport) => boolean;
  send: (value: boolean) => Promise<unknown>;
  /** English marked with msg(), translated when the toast shows. */
  failed: string;
  done: (value: boolean) => string;
}

function useFlagAction({ flag, affects, send, failed, done }: FlagAction) {
  const client = useQueryClient();
  const { get, set } = FLAGS[flag];
  return useMutation({
    mutationFn: send,
    onMutate: async (value: boolean) => {
      await client.cancelQueries({ queryKey: adminKeys.reportLists });
      // Only the touched reports' old values are kept, so a failure undoes this action and not a
      // different one the moderator fired meanwhile (the shortcuts make that easy).
      const before = new Map<string, boolean>();
      patchReports(client, (report) => {
        if (!affects(report)) return report;
        if (!before.has(report.id)) before.set(report.id, get(report));
        return set(report, value);
      });
      return { before };
    },
    onError: (error, _value, context) => {
      if (context) patchReports(client, (report) => (context.before.has(report.id) ? set(report, context.before.get(report.id) ?? get(report)) : report));
      toast.error(i18n.t(failed, { ns: 'admin' }), { description: serverReason(error) });
    },
    onSuccess: (_result, value) => toast.success(i18n.t(done(value), { ns: 'admin' })),
    onSettled: (_result, error) => {
      // After a success the queue is only marked stale: a just-resolved report stays in an "Unresolved"
      // view until the next refetch (focus, filter or tab change), so it can still be reopened.
      void client.invalidateQueries({ queryKey: adminKeys.reportLists, refetchType: error ? 'active' : 'none' });
      void client.invalidateQueries({ queryKey: adminKeys.actionLists });
      void client.invalidateQueries({ queryKey: adminKeys.overview });
    },
  });
}

/** Hide, mark sensitive, ban and resolve for one report card, each optimistic with rollback. */
export function useReportActions(report: AdminReport) {
  const hide = useFlagAction({
    flag: 'hidden',
    affects: (other) => other.video?.id === report.video?.id,
    send: (hidden) => adminApi.updateVideo(report.video!.id, { hidden, reportId: report.id }),
    failed: msg('Failed to update video'),
    done: (hidden) => (hidden ? msg('Video hidden') : msg('Video unhidden')),
  });
  // Issue 38: the sensitive mark; the creator's warning text, if any, stays.
  const sensitive = useFlagAction({
    flag: 'sensitive',
    affects: (other) => other.video?.id === report.video?.id,
    send: (sensitive) => adminApi.updateVideo(report.video!.id, { sensitive, reportId: report.id }),
    failed: msg('Failed to update video'),
    done: (sensitive) => (sensitive ? msg('Video marked sensitive') : msg('Sensitive mark removed')),
  });
  const ban = useFlagAction({
    flag: 'banned',
    affects: (other) => other.author?.id === report.author?.id,
    send: (banned) => adminApi.updateUser(report.author!.id, { banned, reportId: report.id }),
    failed: msg('Failed to update user'),
    done: (banned) => (banned ? msg('User banned') : msg('User unbanned')),
  });
  const resolve = useFlagAction({
    flag: 'resolved',
    affects: (other) => other.id === report.id,
    send: (resolved) => adminApi.updateReport(report.id, { resolved }),
    failed: msg('Failed to update report'),
    done: (resolved) => (resolved ? msg('Marked as resolved') : msg('Marked as unresolved')),
  });
  return { hide, sensitive, ban, resolve };
}
