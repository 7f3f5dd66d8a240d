import { Pencil, Share2, Upload, UserCheck, UserPlus } from 'lucide-react';
import type { ProfileView } from '../../api/profiles-api.ts';
import { VerifiedMark } from '../../components/ui/avatar.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { formatCount } from '../../lib/format.ts';
import { ProfileStoryAvatar } from '../stories/rings/ringed-avatar.tsx';
import { useFollow } from './use-follow.ts';
import { useProfileShare } from './use-profile-share.ts';

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

/** Spec §2 "Profile": avatar, name with the diamond when verified, bio, counts and the owner's or a visitor's actions. */
export function ProfileSummary({ profile }: { profile: ProfileView }) {
  const follow = useFollow(profile.user_id);
  const share = useProfileShare(profile.user_id);
  const shareButton = (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </Button>
  );

  return (
    <section aria-label="Profile" className="flex flex-col items-center gap-4 text-center">
      <ProfileStoryAvatar userId={profile.user_id} username={profile.username} avatarUrl={profile.avatar_url} />
      <h1 className="flex items-center gap-1.5 text-2xl font-bold break-all">
        @{profile.username}
        {profile.verified ? <VerifiedMark /> : null}
      </h1>
      {profile.bio ? <p className="max-w-md break-words whitespace-pre-wrap text-zinc-300">{profile.bio}</p> : null}
      <div className="flex gap-10">
        <Count value={profile.follower_count} label="Followers" testId="follower-count" />
        <Count value={profile.following_count} label="Following" testId="following-count" />
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {profile.is_self ? (
          <>
            <ButtonLink to="/settings">
              <Pencil aria-hidden="true" className="size-4" />
              Edit Profile
            </ButtonLink>
            {shareButton}
            <ButtonLink to="/upload" variant="secondary">
              <Upload aria-hidden="true" className="size-4" />
              Upload
            </ButtonLink>
          </>
        ) : (
          <>
            <Button
              variant={profile.is_following ? 'secondary' : 'primary'}
              onClick={() => follow.mutate(!profile.is_following)}
              disabled={follow.isPending}
            >
              {profile.is_following ? <UserCheck aria-hidden="true" className="size-4" /> : <UserPlus aria-hidden="true" className="size-4" />}
              {profile.is_following ? 'Following' : 'Follow'}
            </Button>
            {shareButton}
          </>
        )}
      </div>
    </section>
  );
}
