import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ACTION_WORDS, ActionTarget, handle, When } from './action-words.tsx';
import { useActionTrail } from './use-admin-lists.ts';
import { LoadFailed } from './load-failed.tsx';

/** One report's trail: what was done on it, its video and its author, newest first. Mounted only while open. */
export function ReportHistory({ reportId }: { reportId: string }) {
  const { list, actions } = useActionTrail(reportId);

  if (list.isPending) return <Spinner label="Loading history" className="py-3 [&_svg]:size-5" />;
  if (list.isError && actions.length === 0) {
    return (
      <LoadFailed message="Failed to load history" onRetry={list.refetch} inline />
    );
  }
  if (actions.length === 0) return <p className="text-sm text-zinc-400">No actions taken on this report yet.</p>;

  return (
    <div className="flex flex-col gap-2">
      <ol aria-label="Report history" className="flex flex-col gap-1.5 text-sm">
        {actions.map((action) => (
          <li key={action.id} className="flex flex-wrap items-baseline gap-x-1.5 text-zinc-300">
            <span className="font-semibold text-zinc-100">{ACTION_WORDS[action.action]}</span>
            <ActionTarget action={action} />
            <span>by {handle(action.actor.username)}</span>
            <span className="text-zinc-500">
              · <When iso={action.createdAt} />
            </span>
            {action.note ? <span className="basis-full text-zinc-400 break-words">“{action.note}”</span> : null}
          </li>
        ))}
      </ol>
      {list.hasNextPage ? (
        <Button variant="ghost" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} className="self-start">
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
