import { useRef } from 'react';
import type { FailedJob, ServerHealth } from '../../../api/server-health-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ErrorText, Facts, HealthCard, Technical } from './health-card.tsx';
import { formatDuration, formatMoment, formatNumber } from './health-format.ts';
import { useRetryJob } from './use-server-health.ts';

/** The job queue: how much waits and for how long, and the jobs that failed for good, each with a Retry. */
export function QueueCard({ queue }: { queue: ServerHealth['queue'] }) {
  const { t } = useTranslation('admin');
  const { retry, status } = useRetryJob();
  const heading = useRef<HTMLHeadingElement>(null);
  const advice = [
    ...(queue.failedCount > 0 ? [t('Jobs failed for good. Read the error, fix its cause, then retry the job.')] : []),
    // The queue can be slow without a single failure (the worker stopped or cannot keep up): the server says when.
    ...(queue.slow ? [t('Jobs are waiting longer than they should: make sure the server is running and not overloaded.')] : []),
  ];
  const press = (job: FailedJob) =>
    retry.mutate(job.id, {
      // The pressed button leaves with its job: focus goes back to the card rather than to the page's start.
      onSettled: () => heading.current?.focus(),
    });
  return (
    <HealthCard title={t('Job queue')} state={queue.state} advice={advice} wide headingRef={heading}>
      <Facts
        items={[
          [t('Jobs waiting'), formatNumber(queue.waiting)],
          [t('Oldest due job has waited'), queue.oldestDueSeconds > 0 ? formatDuration(queue.oldestDueSeconds) : t('No job is due')],
          [t('Failed for good'), formatNumber(queue.failedCount)],
        ]}
      />
      {/* Always in the page (only out of sight while empty), so a message placed in it later is announced. */}
      <p role="status" aria-live="polite" className="text-sm text-zinc-200 empty:sr-only">
        {status}
      </p>
      {queue.failed.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('Failed jobs')}</h3>
          {queue.failedCount > queue.failed.length ? (
            <p className="text-sm text-zinc-400">{t('Showing the latest {{shown}} of {{total}}.', { shown: formatNumber(queue.failed.length), total: formatNumber(queue.failedCount) })}</p>
          ) : null}
          <ul className="flex flex-col gap-3">
            {queue.failed.map((job) => (
              <FailedJobItem key={job.id} job={job} pending={retry.isPending && retry.variables === job.id} busy={retry.isPending} onRetry={() => press(job)} />
            ))}
          </ul>
        </div>
      ) : null}
    </HealthCard>
  );
}

interface FailedJobItemProps {
  job: FailedJob;
  pending: boolean;
  /** Another job's retry is on its way: one at a time keeps the announced status about the job pressed. */
  busy: boolean;
  onRetry: () => void;
}

function FailedJobItem({ job, pending, busy, onRetry }: FailedJobItemProps) {
  const { t } = useTranslation('admin');
  return (
    <li data-job-id={job.id} className="flex flex-col gap-2 rounded-xl bg-zinc-950/60 p-3 ring-1 ring-white/5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-mono text-sm font-semibold">
          <Technical text={job.kind} />
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={onRetry}
          disabled={busy}
          aria-busy={pending}
          aria-label={pending ? undefined : t('Retry {{kind}} job {{id}}', { kind: job.kind, id: job.id })}
        >
          {pending ? t('Retrying…') : t('Retry')}
        </Button>
      </div>
      <Facts
        items={[
          [t('Attempts'), formatNumber(job.attempts)],
          [t('Failed at'), <time dateTime={job.failedAt}>{formatMoment(job.failedAt)}</time>],
        ]}
      />
      {job.lastError ? <ErrorText text={job.lastError} /> : <p className="text-sm text-zinc-400">{t('No error was recorded.')}</p>}
    </li>
  );
}
