import { useEffect, useState } from 'react';
import { pickCaptionTrack, type CaptionLink } from './caption-choice.ts';
import { useCaptionChoice } from './use-caption-choice.ts';

/** What a card or player needs to show captions: the tracks, the one shown, the cue on screen, the switches. */
export interface VideoCaptions {
  tracks: readonly CaptionLink[];
  /** The track shown now; null while captions are off (or the video has none). */
  shown: CaptionLink | null;
  on: boolean;
  /** The language shown when captions are on (the menu's checked item, even while off). */
  language: string | null;
  setOn: (on: boolean) => void;
  setLanguage: (language: string) => void;
  /** The active cues' text, as plain text; null when none is active. */
  cue: string | null;
  /** Given the card's `<video>` (a ref callback), so the hook can follow its tracks. */
  attach: (video: HTMLVideoElement | null) => void;
}

/** The active cues as plain text: getCueAsHTML() parses the cue's markup into nodes; only their text is kept. */
function activeCueText(track: TextTrack): string | null {
  const lines = Array.from(track.activeCues ?? [], (cue) => (cue instanceof VTTCue ? cue.getCueAsHTML().textContent : '') ?? '').filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}

/**
 * Captions for one video, following the viewer's choice (use-caption-choice.ts). The chosen track's mode is
 * 'hidden' (loaded and timed, drawn by nobody), the others 'disabled'; its `cuechange` events give the text
 * the card draws in its own overlay.
 */
export function useVideoCaptions(tracks: readonly CaptionLink[], videoLanguage: string | null): VideoCaptions {
  const { choice, setOn, setLanguage } = useCaptionChoice();
  const [video, attach] = useState<HTMLVideoElement | null>(null);
  const [cue, setCue] = useState<{ url: string; text: string | null } | null>(null);
  const shown = pickCaptionTrack(tracks, choice, videoLanguage);
  const shownUrl = shown?.url ?? null;

  useEffect(() => {
    if (!video) return;
    const elements = Array.from(video.querySelectorAll('track'));
    for (const element of elements) element.track.mode = element.getAttribute('src') === shownUrl ? 'hidden' : 'disabled';
    const element = elements.find((candidate) => candidate.getAttribute('src') === shownUrl);
    if (!element || !shownUrl) return;
    const update = () => setCue({ url: shownUrl, text: activeCueText(element.track) });
    update();
    element.track.addEventListener('cuechange', update);
    element.addEventListener('load', update);
    return () => {
      element.track.removeEventListener('cuechange', update);
      element.removeEventListener('load', update);
    };
  }, [video, shownUrl, tracks]);

  const language = pickCaptionTrack(tracks, { ...choice, on: true }, videoLanguage)?.language ?? null;
  return { tracks, shown, on: choice.on, language, setOn, setLanguage, cue: cue && cue.url === shownUrl ? cue.text : null, attach };
}
