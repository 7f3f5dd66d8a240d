import { useId, type ChangeEvent, type ReactNode } from 'react';
import { REPORT_REASONS, REPORT_TARGET_KINDS } from '../../../shared/constants.ts';
import type { ReportFilters as Filters } from '../../api/admin-api.ts';
import type { FilterField } from './use-report-filters.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { kindWord, reasonWord } from './report-words.ts';

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
  const { t } = useTranslation('admin');
  const change = (field: FilterField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(field, event.target.value);
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <legend className="sr-only">{t('Filter reports')}</legend>
      <Field label={t('Status')}>
        {(id) => (
          <select id={id} value={filters.status} onChange={change('status')} className={fieldClasses}>
            <option value="unresolved">{t('Unresolved')}</option>
            <option value="resolved">{t('Resolved')}</option>
            <option value="all">{t('All')}</option>
          </select>
        )}
      </Field>
      <Field label={t('Kind')}>
        {(id) => (
          <select id={id} value={filters.kind ?? ''} onChange={change('kind')} className={fieldClasses}>
            <option value="">{t('All kinds')}</option>
            {REPORT_TARGET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindWord(kind)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('Reason')}>
        {(id) => (
          <select id={id} value={filters.reason ?? ''} onChange={change('reason')} className={fieldClasses}>
            <option value="">{t('All reasons')}</option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reasonWord(reason)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Each end bounds the other, so the picker cannot offer a range that matches nothing. */}
      <Field label={t('From')}>
        {(id) => <input id={id} type="date" value={filters.from ?? ''} max={filters.to} onChange={change('from')} className={fieldClasses} />}
      </Field>
      <Field label={t('To')}>
        {(id) => <input id={id} type="date" value={filters.to ?? ''} min={filters.from} onChange={change('to')} className={fieldClasses} />}
      </Field>
    </fieldset>
  );
}
