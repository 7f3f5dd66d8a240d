import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageCircleHeart, UserPen } from 'lucide-react';
import { matchApi } from '../../api/match-api.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { DatingProfileForm } from './dating-profile-form.tsx';
import { MatchTabs } from './match-tabs.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { matchKeys } from '../../api/match-keys.ts';

/**
 * Spec §2 "Singles Match" (/match), signed-in only. Matching is for adults who opted in (decision 013), so
 * the first visit shows the dating profile form; once opted in, Discover and AI Picks take its place and the
 * form stays one tap away for edits or opting out.
 */
export function MatchPage() {
  const { t } = useTranslation('match');
  useDocumentTitle(t('Singles Match'));
  const [editing, setEditing] = useState(false);
  const profile = useQuery({ queryKey: matchKeys.profile, queryFn: ({ signal }) => matchApi.profile(signal) });
  const optedIn = profile.data?.optedIn === true;
  const showForm = profile.isSuccess && (!optedIn || editing);

  const editButton =
    optedIn && !editing ? (
      <Button variant="ghost" size="compact" onClick={() => setEditing(true)} aria-label={t('Edit dating profile')} title={t('Edit dating profile')}>
        <UserPen aria-hidden="true" className="size-5" />
      </Button>
    ) : null;

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t('Singles Match')} back={{ to: '/', label: t('Back to feed') }} actions={editButton} />
      <main className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-4">
        <ButtonLink to="/chat" variant="secondary" size="sm" className="self-end">
          <MessageCircleHeart aria-hidden="true" className="size-4" />
          {t('View Your Matches')}
        </ButtonLink>
        <QueryState
          query={profile}
          // A failed refresh shows the failure too: which of the form and the tabs to show needs a read that answered.
          isError={profile.isError}
          look="page"
          alert="message"
          text={{ loading: t('Loading your dating profile'), failed: t('Could not load your dating profile.'), retry: t('Try again') }}
        >
          {(data) =>
            showForm ? <DatingProfileForm profile={data} onCancel={optedIn ? () => setEditing(false) : undefined} onSaved={() => setEditing(false)} /> : <MatchTabs />
          }
        </QueryState>
      </main>
    </div>
  );
}
