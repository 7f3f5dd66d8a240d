import { useId, useState, type ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { INTERESTS_PER_CARD } from '../../../shared/constants.ts';
import type { MatchCandidate } from '../../api/match-api.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Interests as chips; a card shows at most INTERESTS_PER_CARD (spec §9), the form shows all typed so far. */
export function InterestChips({ interests, label, max }: { interests: string[]; label: string; max?: number }) {
  const shown = max === undefined ? interests : interests.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((interest) => (
        <li key={interest} className="rounded-full bg-pink-600/20 px-3 py-1 text-sm text-pink-100 ring-1 ring-pink-500/40">
          {interest}
        </li>
      ))}
    </ul>
  );
}

/** The big picture at the top of a card; the first letter on a gradient when there is none or it fails. */
function CardPhoto({ url, username }: { url: string | null; username: string }) {
  const [broken, setBroken] = useState(false);
  // Short enough on a small phone that Pass and Like stay on screen under the card.
  const box = 'h-[26dvh] min-h-36 max-h-96 w-full sm:h-[36dvh]';
  if (url && !broken) return <img src={url} alt="" draggable={false} onError={() => setBroken(true)} className={`${box} object-cover`} />;
  return (
    <div aria-hidden="true" className={`${box} flex items-center justify-center bg-linear-to-br from-pink-600 to-violet-700 text-7xl font-bold text-white uppercase`}>
      {username.slice(0, 1) || '?'}
    </div>
  );
}

interface CandidateCardProps {
  candidate: MatchCandidate;
  /** Extra lines under the profile (the AI pick's vibe and reasons). */
  children?: ReactNode;
  /** Drawn over the photo (Discover's Like/Nope stamps while dragging). */
  overlay?: ReactNode;
}

/** One person as Singles Match shows them: photo, name and age, city, bio and up to 5 interests (spec §2, §9). */
export function CandidateCard({ candidate, children, overlay }: CandidateCardProps) {
  const { t } = useTranslation('match');
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-candidate-id={candidate.userId}
      className="relative overflow-hidden rounded-3xl bg-zinc-900 shadow-xl ring-1 ring-white/10"
    >
      <div className="relative">
        <CardPhoto url={candidate.avatarUrl} username={candidate.username} />
        {overlay}
      </div>
      <div className="flex flex-col gap-2 p-4">
        <h2 id={headingId} className="text-2xl font-bold break-words">
          {candidate.username}
          <span className="font-normal text-zinc-300">, {candidate.age}</span>
        </h2>
        {candidate.location ? (
          <p className="flex items-center gap-1.5 text-sm text-zinc-300">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('Location: ')}</span>
            {candidate.location}
          </p>
        ) : null}
        {candidate.bio ? <p className="text-zinc-200 break-words">{candidate.bio}</p> : null}
        <InterestChips interests={candidate.interests} label={t('Interests')} max={INTERESTS_PER_CARD} />
        {children}
      </div>
    </article>
  );
}
