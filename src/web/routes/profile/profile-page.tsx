import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { PROFILE_TEXT } from '../../../shared/creator-messages.ts';
import { creatorKeys } from '../../api/creator-keys.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ProfileNav } from './profile-nav.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { ProfileTabs } from './profile-tabs.tsx';

/** Spec §2 "Profile" (/profile/{id}), signed-in only. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const profile = useQuery({ queryKey: creatorKeys.profile(id), queryFn: ({ signal }) => profilesApi.get(id, signal), retry: 1 });
  useDocumentTitle(profile.data ? `@${profile.data.username}` : 'Profile');

  useEffect(() => {
    if (!profile.isError) return;
    console.error('Failed to load profile', profile.error);
    toast.error(PROFILE_TEXT.loadFailedTitle, { description: PROFILE_TEXT.loadFailed });
  }, [profile.isError, profile.error]);

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <ProfileNav ownId={user?.id ?? ''} />
      <main className="mx-auto flex max-w-2xl flex-col gap-6 p-4">
        {profile.isPending ? (
          <Spinner label="Loading profile" className="py-16" />
        ) : profile.isError ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-zinc-300">{PROFILE_TEXT.loadFailed}</p>
            <ButtonLink to="/" variant="secondary">
              Back to Feed
            </ButtonLink>
          </div>
        ) : (
          <>
            <ProfileSummary profile={profile.data} />
            <ProfileTabs key={profile.data.user_id} userId={profile.data.user_id} />
          </>
        )}
      </main>
    </div>
  );
}
