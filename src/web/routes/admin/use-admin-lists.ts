import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminApi, type ReportFilters } from '../../api/admin-api.ts';
import { adminKeys } from '../../api/admin-keys.ts';

/** The queue moves as moderators work it; half a minute old is as stale as a view may get unprompted. */
const ADMIN_STALE_MS = 30_000;

/**
 * One filtered view of the report queue, 20 at a time. The previous filter's reports stay on screen
 * (marked busy) while the next loads, so changing a select does not flash a spinner.
 */
export function useReportList(filters: ReportFilters) {
  const list = useInfiniteQuery({
    queryKey: adminKeys.reports(filters),
    queryFn: ({ pageParam, signal }) => adminApi.reports(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
  const reports = list.data?.pages.flatMap((page) => page.items) ?? [];
  return { list, reports };
}

/** The audit trail, whole (null) or one report's history, newest first. */
export function useActionTrail(reportId: string | null) {
  const list = useInfiniteQuery({
    queryKey: adminKeys.actions(reportId),
    queryFn: ({ pageParam, signal }) => adminApi.actions(reportId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: ADMIN_STALE_MS,
  });
  const actions = list.data?.pages.flatMap((page) => page.items) ?? [];
  return { list, actions };
}
