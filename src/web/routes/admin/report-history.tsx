import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { ACTION_WORDS, ActionTarget, handle, When } from './action-words.tsx';
import { useActionTrail } from './use-admin-lists.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** One report's trail: what was done on it, its video and its author, newest first. Mounted only while open. */
export function ReportHistory({ reportId }: { reportId: string }) {
  const { t } = useTranslation('admin');
  const { list, actions } = useActionTrail(reportId);

  return (
    <QueryState
      query={list}
      look="inline"
      loadingClassName="py-3 [&_svg]:size-5"
      text={{ loading: t('Loading history'), failed: t('Failed to load history'), retry: t('Retry') }}
      isError={list.isError && actions.length === 0}
      isEmpty={actions.length === 0}
      empty={<p className="text-sm text-zinc-400">{t('No actions taken on this report yet.')}</p>}
    >
      <div className="flex flex-col gap-2">
        <ol aria-label={t('Report history')} className="flex flex-col gap-1.5 text-sm">
          {actions.map((action) => (
            <li key={action.id} className="flex flex-wrap items-baseline gap-x-1.5 text-zinc-300">
              <span className="font-semibold text-zinc-100">{t(ACTION_WORDS[action.action])}</span>
              <ActionTarget action={action} />
              <span>{t('by {{handle}}', { handle: handle(action.actor.username) })}</span>
              <span className="text-zinc-500">
                · <When iso={action.createdAt} />
              </span>
              {action.note ? <span className="basis-full text-zinc-400 break-words">“{action.note}”</span> : null}
            </li>
          ))}
        </ol>
        {list.hasNextPage ? (
          <Button variant="ghost" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} className="self-start">
            {list.isFetchingNextPage ? t('Loading…') : t('Load more')}
          </Button>
        ) : null}
      </div>
    </QueryState>
  );
}
