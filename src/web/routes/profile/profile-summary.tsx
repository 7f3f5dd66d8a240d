import { ChartColumn, ExternalLink, Globe, Lock, Pencil, Share2, Upload } from 'lucide-react';
import type { ProfileView } from '../../api/profiles-api.ts';
import { VerifiedMark } from '../../components/ui/avatar.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { formatCount } from '../../lib/format.ts';
import { ProfileStoryAvatar } from '../../components/stories/ringed-avatar.tsx';
import { FOLLOW_REQUEST_TEXT } from '../../audience-text.ts';
import { MutedNotice, ProfileVisitorActions } from './profile-visitor-actions.tsx';
import { useProfileShare } from './use-profile-share.ts';
import { MovedNotice } from '../../components/people/moved-notice.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

function Count({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div className="flex flex-col items-center">
      <span data-testid={testId} data-count={value} className="text-lg font-bold tabular-nums">
        {formatCount(value)}
      </span>
      <span className="text-sm text-zinc-400">{label}</span>
    </div>
  );
}

/**
 * Spec §2 "Profile": avatar, name with the diamond when verified (and a lock when private: issue 38), bio,
 * counts and the owner's or a visitor's actions.
 */
export function ProfileSummary({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const share = useProfileShare(profile.userId);
  const shareButton = (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {t('Share')}
    </Button>
  );

  return (
    <section aria-label={t('Profile')} className="flex flex-col items-center gap-4 text-center">
      <ProfileStoryAvatar userId={profile.userId} username={profile.username} avatarUrl={profile.avatarUrl} />
      <h1 className="flex items-center gap-1.5 text-2xl font-bold break-all">
        @{profile.username}
        {profile.verified ? <VerifiedMark /> : null}
        {profile.isPrivate ? (
          <span role="img" aria-label={t(FOLLOW_REQUEST_TEXT.privateAccount)} title={t(FOLLOW_REQUEST_TEXT.privateAccount)} className="shrink-0 text-zinc-400">
            <Lock aria-hidden="true" className="size-5" />
          </span>
        ) : null}
      </h1>
      {profile.remote ? <RemoteOrigin host={profile.remote.host} url={profile.remote.url} /> : null}
      {profile.movedTo ? <MovedNotice movedTo={profile.movedTo} role="note" /> : null}
      {profile.bio ? <p className="max-w-md break-words whitespace-pre-wrap text-zinc-300">{profile.bio}</p> : null}
      {profile.isMuted && !profile.isSelf ? <MutedNotice /> : null}
      <div className="flex gap-10">
        <Count value={profile.followerCount} label={t('Followers')} testId="follower-count" />
        <Count value={profile.followingCount} label={t('Following')} testId="following-count" />
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {profile.isSelf ? (
          <>
            <ButtonLink to="/settings">
              <Pencil aria-hidden="true" className="size-4" />
              {t('Edit Profile')}
            </ButtonLink>
            {shareButton}
            <ButtonLink to="/upload" variant="secondary">
              <Upload aria-hidden="true" className="size-4" />
              {t('Upload')}
            </ButtonLink>
            <ButtonLink to="/studio" variant="secondary">
              <ChartColumn aria-hidden="true" className="size-4" />
              {t('Studio')}
            </ButtonLink>
          </>
        ) : (
          <ProfileVisitorActions profile={profile} shareButton={shareButton} />
        )}
      </div>
    </section>
  );
}

/** An account of another server (issue 40): where it lives, and a link to its own page there. */
function RemoteOrigin({ host, url }: { host: string; url: string | null }) {
  const { t } = useTranslation('profile');
  return (
    <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-zinc-400">
      <span className="inline-flex items-center gap-1 rounded-full border border-zinc-700 px-2 py-0.5">
        <Globe aria-hidden="true" className="size-3.5" />
        {t('From {{host}}', { host })}
      </span>
      {url && /^https?:\/\//.test(url) ? (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 underline underline-offset-2 hover:text-zinc-200">
          {t('Open on {{host}}', { host })}
          <ExternalLink aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
        </a>
      ) : null}
    </p>
  );
}
