import { useId, type ChangeEvent, type ReactNode } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TARGET_KINDS, REPORT_TARGET_LABELS } from '../../../shared/constants.ts';
import type { ReportFilters as Filters } from '../../api/admin-api.ts';
import type { FilterField } from './use-report-filters.ts';

export const fieldClasses =
  'h-11 w-full rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-base text-zinc-50 ' +
  'focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Status, kind, reason and a day range over the queue; two columns on phones, one row from lg up. */
export function ReportFiltersBar({ filters, onChange }: { filters: Filters; onChange: (field: FilterField, value: string) => void }) {
  const change = (field: FilterField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(field, event.target.value);
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <legend className="sr-only">Filter reports</legend>
      <Field label="Status">
        {(id) => (
          <select id={id} value={filters.status} onChange={change('status')} className={fieldClasses}>
            <option value="unresolved">Unresolved</option>
            <option value="resolved">Resolved</option>
            <option value="all">All</option>
          </select>
        )}
      </Field>
      <Field label="Kind">
        {(id) => (
          <select id={id} value={filters.kind ?? ''} onChange={change('kind')} className={fieldClasses}>
            <option value="">All kinds</option>
            {REPORT_TARGET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {REPORT_TARGET_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Reason">
        {(id) => (
          <select id={id} value={filters.reason ?? ''} onChange={change('reason')} className={fieldClasses}>
            <option value="">All reasons</option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REPORT_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Each end bounds the other, so the picker cannot offer a range that matches nothing. */}
      <Field label="From">
        {(id) => <input id={id} type="date" value={filters.from ?? ''} max={filters.to} onChange={change('from')} className={fieldClasses} />}
      </Field>
      <Field label="To">
        {(id) => <input id={id} type="date" value={filters.to ?? ''} min={filters.from} onChange={change('to')} className={fieldClasses} />}
      </Field>
    </fieldset>
  );
}
