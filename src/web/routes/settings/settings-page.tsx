import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Me } from '../../auth/session-api.ts';
import { EDIT_PROFILE_TEXT, PROFILE_TEXT } from '../../../shared/creator-messages.ts';
import { WATCH_HISTORY_TEXT } from '../../../shared/watch-history.ts';
import { profilesApi, type ProfileView } from '../../api/profiles-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { VerifyEmailBanner } from '../../auth/verify-email-banner.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { History, Import, KeyRound, PackageOpen, ShieldCheck, Sparkles, Truck } from 'lucide-react';
import { SettingsLink } from './settings-link.tsx';
import { ACCOUNT_TEXT } from './account/account-text.ts';
import { APPS_TEXT } from './apps/apps-text.ts';
import { AudienceSettings } from './audience/audience-settings.tsx';
import { AvatarField } from './avatar-field.tsx';
import { BlockedAccounts } from './blocked-accounts.tsx';
import { HiddenCreators } from './hidden-creators.tsx';
import { NotificationKindsSection } from './notifications/notification-kinds-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PushDeviceSection } from './notifications/push-device-section.tsx';
import { SensitiveContentSection } from './sensitive-content-section.tsx';
import { FeedLanguagesSection } from './languages/feed-languages-section.tsx';
import { LanguageSection } from './languages/language-section.tsx';
import { sessionKeys } from '../../api/session-keys.ts';
import { profileKeys } from '../../api/profile-keys.ts';

/**
 * Spec §2 "Edit Profile" (/settings): avatar, username, bio, admin-only verified; back goes to the own profile.
 * Below the form, the ways to Account and security (issue 24), Apps and tokens (issue 36), Watch history
 * (issue 55) and Import from TikTok (issue 58), push notifications on this device (issue 37), privacy, follow requests and mutes (issue 38) and
 * the accounts I blocked, since this is the one place a block can be undone.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t(EDIT_PROFILE_TEXT.title));
  const queryClient = useQueryClient();
  const { user, isAdmin } = useAuth();
  const userId = user?.id ?? '';
  const profile = useQuery({ queryKey: profileKeys.profile(userId), queryFn: ({ signal }) => profilesApi.get(userId, signal), enabled: userId !== '' });

  /** Every cached copy of my profile (the profile screen, the session) shows the change at once. */
  const remember = (updated: ProfileView) => {
    queryClient.setQueryData(profileKeys.profile(updated.userId), updated);
    queryClient.setQueryData<Me | null>(sessionKeys.me, (me) =>
      me ? { ...me, profile: { ...me.profile, username: updated.username, bio: updated.bio, avatarUrl: updated.avatarUrl, verified: updated.verified } } : me,
    );
  };

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t(EDIT_PROFILE_TEXT.title)} back={{ to: `/profile/${userId}`, label: t('Back to profile') }} />
      <main className="mx-auto flex max-w-lg flex-col gap-6 p-4">
        <VerifyEmailBanner />
        <QueryState
          query={profile}
          look="page"
          alert="none"
          text={{ loading: t('Loading profile'), failed: t(PROFILE_TEXT.loadFailed), retry: t('Try again') }}
        >
          {(data) => (
            <>
              <AvatarField profile={data} onUploaded={remember} />
              <ProfileForm profile={data} isAdmin={isAdmin} onSaved={remember} />
              <SettingsLink to="/settings/account" icon={ShieldCheck} title={t(ACCOUNT_TEXT.title)} detail={t(ACCOUNT_TEXT.linkDetail)} />
              <SettingsLink to="/settings/apps" icon={KeyRound} title={t(APPS_TEXT.title)} detail={t(APPS_TEXT.linkDetail)} />
              <SettingsLink to="/settings/history" icon={History} title={t(WATCH_HISTORY_TEXT.title)} detail={t(WATCH_HISTORY_TEXT.linkDetail)} />
              <SettingsLink to="/settings/import" icon={Import} title={t('Import from TikTok')} detail={t('Bring your videos and find the people you followed')} />
              <SettingsLink to="/settings/import/archive" icon={PackageOpen} title={t('Move in from another server')} detail={t('Bring your videos, profile, blocks and mutes from your data export or your account elsewhere')} />
              <SettingsLink to="/settings/move" icon={Truck} title={t('Move account')} detail={t('Move to or from an account on another server')} />
              <SettingsLink to="/welcome?redirectTo=%2Fsettings" icon={Sparkles} title={t('Interests')} detail={t('The tags and creators For You starts from')} />
              <NotificationKindsSection userId={userId} />
              <PushDeviceSection />
              <SensitiveContentSection userId={userId} />
              <LanguageSection />
              <FeedLanguagesSection userId={userId} />
              <AudienceSettings userId={userId} />
              <BlockedAccounts userId={userId} />
              <HiddenCreators />
            </>
          )}
        </QueryState>
      </main>
    </div>
  );
}
