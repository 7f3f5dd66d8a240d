import { FollowRequestsSection } from './follow-requests-section.tsx';
import { MutedAccountsSection } from './muted-accounts-section.tsx';
import { MutedWordsSection } from './muted-words-section.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { usePrivacy } from './use-privacy.ts';

/**
 * Edit Profile's audience controls (issue 38): Privacy, then the follow requests it brings, then whom and what
 * I muted. The privacy read is shared, so the requests section knows whether the account is private.
 */
export function AudienceSettings({ userId }: { userId: string }) {
  const privacy = usePrivacy(userId);
  return (
    <>
      <PrivacySection privacy={privacy} />
      <FollowRequestsSection userId={userId} isPrivate={privacy.isPrivate} />
      <MutedAccountsSection userId={userId} />
      <MutedWordsSection userId={userId} />
    </>
  );
}
