import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RETRY_TEXT } from '../../../audience-text.ts';

/** One Settings section of issue 38: a titled region, the way Blocked accounts and Notifications look. */
export function SettingsSection({ title, hint, children }: { title: string; hint?: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-zinc-800 pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {hint ? <p className="text-sm text-zinc-400">{hint}</p> : null}
      {children(headingId)}
    </section>
  );
}

/** A section's read: a spinner while it loads, the failure with Try again, else what `loaded` draws. */
export function Loaded<T>({ query, loading, failed, loaded }: { query: UseQueryResult<T>; loading: string; failed: string; loaded: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner label={loading} className="py-6" />;
  if (query.isError) {
    return (
      <div className="flex items-center justify-between gap-3">
        <p className="text-zinc-300">{failed}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {RETRY_TEXT}
        </Button>
      </div>
    );
  }
  return <>{loaded(query.data)}</>;
}

/** A server refusal under the control that caused it, read out at once. */
export function InlineError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-400">
      {message}
    </p>
  );
}
