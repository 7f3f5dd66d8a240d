import { useTranslation } from '../../../i18n/use-translation.ts';
import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';

interface AccountSectionProps {
  title: string;
  detail?: string;
  children: ReactNode;
}

/** One part of Account and security: a named region, so a screen reader can jump between them by heading. */
export function AccountSection({ title, detail, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-zinc-800 pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {detail ? <p className="text-sm text-zinc-400">{detail}</p> : null}
      {children}
    </section>
  );
}

interface QueryBodyProps<T> {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}

/**
 * A section's list with its loading and failed states. A failed background refresh keeps the list that was
 * shown: only a read that never answered offers Retry.
 */
export function QueryBody<T>({ query, loading, failed, children }: QueryBodyProps<T>) {
  const { t } = useTranslation('settings');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div role="alert" className="flex items-center justify-between gap-3 rounded-lg bg-zinc-900 px-3 py-2">
        <p className="text-sm text-zinc-300">{failed}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t(ACCOUNT_TEXT.retry)}
        </Button>
      </div>
    );
  }
  return <Spinner label={loading} className="py-4" />;
}
