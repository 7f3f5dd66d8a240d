import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AliasesSection } from './aliases-section.tsx';
import { MoveSection } from './move-section.tsx';
import { useAccountMove } from './use-account-move.ts';

/**
 * /settings/move (issue 58): "Also known as", so an account elsewhere may move here, and moving this account
 * to one elsewhere, with its followers.
 */
export function MovePage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('Move account'));
  const { state, setAliases, move } = useAccountMove();

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t('Move account')} back={{ to: '/settings', label: t('Back to Edit Profile') }} />
      <main className="mx-auto flex max-w-lg flex-col gap-6 p-4 pb-16">
        <QueryState query={state} look="section" text={{ loading: t('Loading'), failed: t('Could not load this page.'), retry: t('Try again') }}>
          {(data) => (
            <>
              <AliasesSection state={data} save={setAliases} />
              <MoveSection state={data} move={move} />
            </>
          )}
        </QueryState>
      </main>
    </div>
  );
}
