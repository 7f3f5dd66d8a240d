import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../api/client.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import type { StudioRange } from '../../../shared/studio-analytics.ts';
import { RangePicker } from './range-picker.tsx';
import { STUDIO_TEXT } from './studio-text.ts';

interface StudioFrameProps<T> {
  title: string;
  back: { to: string; label: string };
  days: StudioRange;
  onDays: (days: StudioRange) => void;
  query: UseQueryResult<T>;
  /** What a 404 means on this screen; absent, a 404 is a failure like any other. */
  missing?: string;
  children: (data: T) => ReactNode;
}

/** A /studio screen: its header, the range, and the numbers once loaded (a spinner before, a retry on failure). */
export function StudioFrame<T>({ title, back, days, onDays, query, missing, children }: StudioFrameProps<T>) {
  const { t } = useTranslation('studio');
  useDocumentTitle(title);
  const notFound = missing && query.error instanceof ApiError && query.error.status === 404;
  const body: ReactNode =
    notFound && !query.data ? (
      <p className="py-10 text-center text-zinc-300">{missing}</p>
    ) : (
      <QueryState query={query} text={{ loading: t(STUDIO_TEXT.loading), failed: t(STUDIO_TEXT.failed), retry: t(STUDIO_TEXT.retry) }}>
        {children}
      </QueryState>
    );
  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={title} back={back} />
      <main className="mx-auto flex max-w-2xl flex-col gap-6 p-4 pb-16">
        <RangePicker days={days} onChange={onDays} />
        {body}
        <p className="text-sm text-zinc-400">{t(STUDIO_TEXT.note)}</p>
      </main>
    </div>
  );
}
