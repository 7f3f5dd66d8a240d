import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FeedPage } from '../../api/videos-api.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { profileKeys } from '../../api/profile-keys.ts';
import type { FeedKind } from '../../api/feed-keys.ts';

/**
 * Whether the Following feed opens on suggested creators (issue 23): only when it fell back to Discover
 * and the viewer's profile says they follow nobody at all (someone who follows only quiet creators gets
 * Discover without the nudge). Null until known, so the list never grows a screen above the one being
 * watched. Decided once per visit: following the first suggestion must not pull the screen away.
 */
export function useSuggestionsFirst(kind: FeedKind, mode: FeedPage['mode'] | null): boolean | null {
  const { user, session } = useAuth();
  const userId = user?.id ?? '';
  const discover = kind === 'following' && mode === 'discover';
  // The session's count (as of sign-in) starts the profile read beside the feed's, rather than after it.
  const likely = kind === 'following' && session?.profile.followingCount === 0;
  const profile = useQuery({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => profilesApi.get(userId, signal),
    enabled: userId !== '' && (discover || likely),
  });
  const [decided, setDecided] = useState<boolean | null>(null);

  let now: boolean | null = null;
  if (kind !== 'following' || (mode !== null && mode !== 'discover')) now = false;
  else if (mode === 'discover' && profile.isError) now = false;
  // A cached count may be from before this visit's follows: wait for the fresh one.
  else if (mode === 'discover' && profile.isSuccess && !profile.isFetching) now = profile.data.followingCount === 0;

  if (decided === null && now !== null) setDecided(now);
  return decided ?? now;
}
