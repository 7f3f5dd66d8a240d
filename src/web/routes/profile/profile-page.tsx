import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { isMissing } from '../../api/client.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { MISSING_TEXT } from '../../web-messages.ts';
import { ProfileNav } from './profile-nav.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { ProfileTabs } from './profile-tabs.tsx';
import { PrivateProfileNotice } from './private-profile-notice.tsx';
import { ProfileCollections } from './profile-collections.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { profileKeys } from '../../api/profile-keys.ts';

/**
 * Spec §2 "Profile" (/profile/{id}), signed-in only. A profile that does not exist (or is not shown: banned,
 * deactivated, a malformed id) gets the not-found state; a failed read keeps the failure and a Retry. A
 * private account shows its grids (and its public collections, issue 55) only to itself and its approved followers (issue 38).
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { id = '' } = useParams();
  const { user } = useAuth();
  // The default retry policy: a 404 answers the same the second time, a network failure may not.
  const profile = useQuery({ queryKey: profileKeys.profile(id), queryFn: ({ signal }) => profilesApi.get(id, signal) });
  const missing = profile.isError && isMissing(profile.error);
  useDocumentTitle(profile.data ? `@${profile.data.username}` : missing ? t(MISSING_TEXT.profile) : t('Profile'));

  useEffect(() => {
    if (!profile.isError) return;
    // A missing profile is an answer, not a fault; the spec's toast still says it could not be loaded (§8).
    if (!isMissing(profile.error)) console.error('Failed to load profile', profile.error);
    toast.error(t('Error'), { description: t('Failed to load profile'), id: `profile-failed-${id}` });
  }, [profile.isError, profile.error, id, t]);

  return (
    <div className="flex min-h-dvh flex-col bg-black text-zinc-100">
      <ProfileNav ownId={user?.id ?? ''} />
      {missing ? (
        <NotFoundState title={t(MISSING_TEXT.profile)} explanation={t(MISSING_TEXT.profileWhy)} home={{ to: '/', label: t('Back to Feed') }} />
      ) : (
        <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4">
          <QueryState query={profile} loadingClassName="py-16" text={{ loading: t('Loading profile'), failed: t('Failed to load profile'), retry: t(MISSING_TEXT.retry) }}>
            {(data) => (
              <>
                <ProfileSummary profile={data} />
                {data.isPrivate && !data.isSelf && !data.isFollowing ? (
                  <PrivateProfileNotice />
                ) : (
                  <>
                    <ProfileCollections key={`collections:${data.userId}`} userId={data.userId} isSelf={data.isSelf} />
                    <ProfileTabs key={data.userId} userId={data.userId} isSelf={data.isSelf} />
                  </>
                )}
              </>
            )}
          </QueryState>
        </main>
      )}
    </div>
  );
}
