import type { ReactNode } from 'react';
import { Clock, UserCheck, UserPlus, Volume2, VolumeX } from 'lucide-react';
import type { ProfileView } from '../../api/profiles-api.ts';
import { useMute } from '../../components/people/use-mute.ts';
import { Button } from '../../components/ui/button.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { ReportButton } from '../../components/report/report-button.tsx';
import { FOLLOW_REQUEST_TEXT, MUTE_TEXT } from '../../audience-text.ts';
import { useFollow } from './use-follow.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Follow, Following, or Requested while a private account has not answered; a second tap undoes either. */
function FollowButton({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const follow = useFollow(profile.userId);
  const engaged = profile.isFollowing || profile.followRequested;
  const [Icon, word] = profile.isFollowing
    ? [UserCheck, t('Following')]
    : profile.followRequested
      ? [Clock, t(FOLLOW_REQUEST_TEXT.requested)]
      : [UserPlus, t('Follow')];
  return (
    <Button variant={engaged ? 'secondary' : 'primary'} onClick={() => follow.mutate(!engaged)} disabled={follow.isPending}>
      <Icon aria-hidden="true" className="size-4" />
      {word}
    </Button>
  );
}

/** Mute from the profile (issue 38); once muted, Unmute. The username is in the name, as in the card's menu. */
function MuteButton({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const mute = useMute(profile);
  if (profile.isMuted) {
    return (
      <Button variant="secondary" onClick={() => void mute.unmute()} aria-label={t('Unmute @{{username}}', { username: profile.username })}>
        <Volume2 aria-hidden="true" className="size-4" />
        {t(MUTE_TEXT.unmute)}
      </Button>
    );
  }
  return (
    <Button variant="secondary" onClick={() => void mute.mute()} disabled={mute.running} aria-label={t('Mute @{{username}}', { username: profile.username })}>
      <VolumeX aria-hidden="true" className="size-4" />
      {mute.running ? t(MUTE_TEXT.muting) : t('Mute')}
    </Button>
  );
}

/** What a visitor can do on someone else's profile: follow, share (passed in: it is the owner's too), mute and report. */
export function ProfileVisitorActions({ profile, shareButton }: { profile: ProfileView; shareButton: ReactNode }) {
  return (
    <>
      <FollowButton profile={profile} />
      {shareButton}
      <MuteButton profile={profile} />
      <ReportButton target={{ kind: 'profile', id: profile.userId }} ownerId={profile.userId} className={buttonClasses('secondary')} />
    </>
  );
}

/** Said under the counts while the viewer mutes this person, so the quiet grid in their feeds has a reason. */
export function MutedNotice() {
  const { t } = useTranslation('profile');
  return (
    <p className="inline-flex max-w-md items-center gap-2 rounded-full bg-zinc-900 px-3 py-1.5 text-sm text-zinc-300">
      <VolumeX aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{t(MUTE_TEXT.mutedBadge)}</strong>. {t(MUTE_TEXT.mutedHint)}
      </span>
    </p>
  );
}
