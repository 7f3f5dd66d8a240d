import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_REASONS, REPORT_TARGET_KINDS, type ReportReason, type ReportTargetKind } from '../../../shared/constants.ts';
import { REPORT_STATUSES, type ReportStatus } from '../../../shared/moderation-types.ts';
import type { ReportFilters } from '../../api/admin-api.ts';

export type FilterField = keyof ReportFilters;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is ReportStatus => REPORT_STATUSES.includes(value as ReportStatus);
const isReason = (value: string | null): value is ReportReason => REPORT_REASONS.includes(value as ReportReason);
const isKind = (value: string | null): value is ReportTargetKind => REPORT_TARGET_KINDS.includes(value as ReportTargetKind);
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * The queue's filters, kept in the URL so a reload or a shared link shows the same queue. Hand-edited
 * values the server would reject are read as "no filter" instead of turning the screen into an error.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const reason = params.get('reason');
  const kind = params.get('kind');
  const from = day(params.get('from'));
  const to = day(params.get('to'));

  // One object per distinct filter set: it is part of the query key and the list hook's dependencies.
  const filters = useMemo<ReportFilters>(
    () => ({ status: isStatus(status) ? status : 'unresolved', kind: isKind(kind) ? kind : undefined, reason: isReason(reason) ? reason : undefined, from, to }),
    [status, kind, reason, from, to],
  );

  const setFilter = (field: FilterField, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // The default status stays out of the URL, so the plain link and the default view are one address.
        if (!value || (field === 'status' && value === 'unresolved')) next.delete(field);
        else next.set(field, value);
        return next;
      },
      { replace: true },
    );

  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const field of ['status', 'kind', 'reason', 'from', 'to']) next.delete(field);
        return next;
      },
      { replace: true },
    );

  const filtered = filters.status !== 'unresolved' || Boolean(filters.kind || filters.reason || filters.from || filters.to);
  return { filters, setFilter, clear, filtered };
}
