import { useNavigate } from 'react-router';
import type { MatchCandidate } from '../../api/match-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Stands in for the name while the sentence is translated, so the name can be bolded wherever it lands. */
const NAME_SLOT = '\uE000';

function withName(sentence: string, name: string) {
  const [before, ...after] = sentence.split(NAME_SLOT);
  return (
    <>
      {before}
      <span className="font-semibold">{name}</span>
      {after.join(name)}
    </>
  );
}

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
  const { t } = useTranslation('match');
  const navigate = useNavigate();
  return (
    <Dialog open={match !== null} onClose={onClose} title={t("It's a Match!")}>
      {match ? (
        <div className="flex flex-col items-center gap-5 text-center">
          <Avatar url={match.candidate.avatarUrl} username={match.candidate.username} size="lg" />
          <p className="text-zinc-200">
            {withName(t('You and {{name}} like each other. Say hello!', { name: NAME_SLOT }), match.candidate.username)}
          </p>
          <div className="flex w-full gap-3">
            <Button variant="secondary" onClick={onClose} className="flex-1">
              {t('Keep Swiping')}
            </Button>
            <Button onClick={() => void navigate(`/chat/${encodeURIComponent(match.roomId)}`)} className="flex-1">
              {t('Start Chat')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
