import { Link } from 'react-router';
import type { Sound } from '../../api/sounds-api.ts';
import { formatSoundDuration } from './sound-format.ts';
import { SoundPreviewButton } from './sound-preview-button.tsx';

/** A title link whose ::after covers its whole row or card, so a tap anywhere opens the sound. */
export const stretchedSoundLink =
  'block truncate font-semibold after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-pink-400';

/**
 * A library row. The title link is stretched over the whole row (its ::after covers it), so a tap anywhere
 * opens the sound, while the preview button sits above that layer and only plays.
 */
export function SoundRow({ sound }: { sound: Sound }) {
  return (
    <li data-testid="sound-row" className="relative flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-white/5">
      <SoundPreviewButton sound={sound} className="relative z-10" />
      <div className="min-w-0 flex-1">
        <Link to={`/sounds/${sound.id}`} className={stretchedSoundLink}>
          {sound.title}
        </Link>
        <p className="truncate text-sm text-muted">
          {sound.artist}
          {sound.genre ? ` · ${sound.genre}` : null}
        </p>
      </div>
      <span className="shrink-0 text-sm text-muted tabular-nums">{formatSoundDuration(sound.duration)}</span>
    </li>
  );
}
