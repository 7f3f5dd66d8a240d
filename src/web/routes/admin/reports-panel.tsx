import { useRef } from 'react';
import { Inbox } from 'lucide-react';
import { toast } from '../../components/ui/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { ReportCard } from './report-card.tsx';
import { ReportFiltersBar } from './report-filters.tsx';
import { useReportList } from './use-admin-lists.ts';
import { useReportFilters } from './use-report-filters.ts';
import { useReportShortcuts } from './use-report-shortcuts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { msg } from '../../i18n/i18n.ts';

/** A translated line whose <kbd>…</kbd> parts are keys to press, split here rather than by an HTML parser. */
function withKeys(text: string) {
  return text.split(/<kbd>(.*?)<\/kbd>/g).map((part, index) =>
    index % 2 ? (
      <kbd key={index} className="rounded bg-zinc-800 px-1 font-mono text-zinc-200">
        {part}
      </kbd>
    ) : (
      part
    ),
  );
}

function ShortcutHint({ mayBan }: { mayBan: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <p className="text-xs text-zinc-400">
      {withKeys(
        t(
          mayBan
            ? msg('Shortcuts: <kbd>j</kbd>/<kbd>k</kbd> move · <kbd>h</kbd> hide · <kbd>s</kbd> sensitive · <kbd>r</kbd> resolve · <kbd>b</kbd> ban')
            : msg('Shortcuts: <kbd>j</kbd>/<kbd>k</kbd> move · <kbd>h</kbd> hide · <kbd>s</kbd> sensitive · <kbd>r</kbd> resolve'),
        ),
      )}
    </p>
  );
}

/** The Reports tab: filters, the queue 20 at a time, and keyboard shortcuts over it. */
export function ReportsPanel({ mayBan }: { mayBan: boolean }) {
  const { t } = useTranslation('admin');
  const { filters, setFilter, clear, filtered } = useReportFilters();
  const { list, reports } = useReportList(filters);
  const listRef = useRef<HTMLUListElement>(null);
  useReportShortcuts(listRef);

  const loadMore = () => {
    void list.fetchNextPage().then((result) => {
      if (result.isError) toast.error(t('Failed to load reports'));
    });
  };

  const noReports = (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-800 px-6 py-14 text-center">
      <Inbox aria-hidden className="size-10 text-zinc-600" />
      <p className="font-semibold text-zinc-200">{t('No reports match these filters')}</p>
      <p className="max-w-xs text-sm text-zinc-400">{filtered ? t('Try a wider date range or another status or reason.') : t('The queue is clear. Nice work!')}</p>
      {filtered ? (
        <Button variant="secondary" size="sm" onClick={clear}>
          {t('Clear filters')}
        </Button>
      ) : null}
    </div>
  );
  const results = (
    <QueryState
      query={list}
      look="page"
      text={{ loading: t('Loading reports'), failed: t('Failed to load reports'), retry: t('Retry') }}
      isError={list.isError && reports.length === 0}
      isEmpty={reports.length === 0}
      empty={noReports}
    >
      <ul ref={listRef} aria-label={t('Report queue')} aria-busy={list.isPlaceholderData} className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
        {reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} mayBan={mayBan} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="secondary" onClick={loadMore} disabled={list.isFetchingNextPage} className="self-center">
          {list.isFetchingNextPage ? t('Loading…') : t('Load more')}
        </Button>
      ) : null}
    </QueryState>
  );

  return (
    <div className="flex flex-col gap-4">
      <ReportFiltersBar filters={filters} onChange={setFilter} />
      <ShortcutHint mayBan={mayBan} />
      {/* The count, not the whole queue, is announced when a filter changes: twenty cards read aloud is noise. */}
      <p role="status" className="sr-only">
        {list.isPending || list.isPlaceholderData ? '' : t('{{count}} reports shown', { count: reports.length })}
      </p>
      <div className="flex flex-col gap-3">{results}</div>
    </div>
  );
}

