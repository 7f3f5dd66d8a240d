import type { CaptionLink } from './caption-choice.ts';
import { captionLanguageName } from './caption-language.ts';

/**
 * A video's published tracks as `<track>` children of its `<video>`. The browser loads and times the cues;
 * every track stays hidden or disabled (use-video-captions.ts), because Popreel draws the cues itself, above
 * the card's own text, where the browser's own rendering would sit under it.
 */
export function CaptionTracks({ tracks }: { tracks: readonly CaptionLink[] }) {
  return tracks.map((track) => (
    <track key={`${track.language} ${track.url}`} kind="captions" src={track.url} srcLang={track.language} label={captionLanguageName(track.language)} />
  ));
}
