import { toast } from '../../components/ui/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { ACTION_WORDS, ActionTarget, handle, When } from './action-words.tsx';
import { useActionTrail } from './use-admin-lists.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { msg } from '../../i18n/i18n.ts';

const LOAD_FAILED = msg('Failed to load the audit trail');
const HEADINGS = [msg('When'), msg('Who'), msg('Action'), msg('Target'), msg('Note')];
const cell = 'px-3 py-2.5 align-top';

/**
 * The Audit trail tab: every moderation action, newest first, read-only by design (the server has no
 * route to edit or delete an entry). On phones the table scrolls sideways rather than squeezing five columns.
 */
export function AuditTrail() {
  const { t } = useTranslation('admin');
  const { list, actions } = useActionTrail(null);

  const loadMore = () => {
    void list.fetchNextPage().then((result) => {
      if (result.isError) toast.error(t(LOAD_FAILED));
    });
  };

  return (
    <QueryState
      query={list}
      look="page"
      text={{ loading: t('Loading audit trail'), failed: t(LOAD_FAILED), retry: t('Retry') }}
      isError={list.isError && actions.length === 0}
      isEmpty={actions.length === 0}
      empty={<p className="py-16 text-center text-zinc-400">{t('No moderation actions yet.')}</p>}
    >
      <div className="flex flex-col gap-3">
        {/* Focusable so keyboard users can scroll it sideways on a narrow screen. */}
        <div tabIndex={0} role="region" aria-label={t('Audit trail table')} className="overflow-x-auto rounded-2xl ring-1 ring-white/10 focus-visible:outline-2 focus-visible:outline-pink-400">
          <table className="w-full min-w-[36rem] text-start text-sm">
            <caption className="sr-only">{t('Moderation audit trail')}</caption>
            <thead className="bg-zinc-900 text-xs tracking-wide text-zinc-400 uppercase">
              <tr>
                {HEADINGS.map((heading) => (
                  <th key={heading} scope="col" className={`${cell} font-semibold`}>
                    {t(heading)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-800">
              {actions.map((action) => (
                <tr key={action.id} className="text-zinc-300">
                  <td className={`${cell} whitespace-nowrap text-zinc-400`}>
                    <When iso={action.createdAt} />
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{handle(action.actor.username)}</td>
                  <td className={`${cell} font-medium whitespace-nowrap text-zinc-100`}>{t(ACTION_WORDS[action.action])}</td>
                  <td className={cell}>
                    <ActionTarget action={action} />
                  </td>
                  <td className={`${cell} max-w-xs break-words text-zinc-400`}>{action.note ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{t('No note')}</span>
                      </>
                    )}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {list.hasNextPage ? (
          <Button variant="secondary" onClick={loadMore} disabled={list.isFetchingNextPage} className="self-center">
            {list.isFetchingNextPage ? t('Loading…') : t('Load more')}
          </Button>
        ) : null}
      </div>
    </QueryState>
  );
}
