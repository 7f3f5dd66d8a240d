import { useEffect, useRef, type RefObject } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { EDITOR_MESSAGES } from '../../../shared/sound-types.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { EditState } from './use-edit-recipe.ts';

/** Drift allowed between the music and the video's place in the edit before the music is re-seeked. */
const DRIFT_SECONDS = 0.25;

/**
 * Plays the added music beside the preview as the export mixes it: from its start when the trimmed part
 * starts, at normal speed, at the music volume. `edit` null (Before) or `audible` false keeps it silent.
 */
export function useMusicPreview(videoRef: RefObject<HTMLVideoElement | null>, edit: EditState | null, audible: boolean) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = edit?.music?.url ?? null;
  const trimStart = edit?.trimStart ?? 0;
  const speed = edit?.speed ?? 1;

  useEffect(() => {
    if (!url) return;
    const element = new Audio(url);
    element.preload = 'auto';
    audio.current = element;
    return () => {
      element.pause();
      element.removeAttribute('src');
      audio.current = null;
    };
  }, [url]);

  useEffect(() => {
    if (audio.current) audio.current.volume = (edit?.musicVolume ?? 0) / 100;
  }, [edit?.musicVolume]);

  useEffect(() => {
    const video = videoRef.current;
    const music = audio.current;
    if (!video || !music) return;
    if (!audible) return void music.pause();
    let warned = false;
    const follow = () => {
      // The edit's own clock: seconds since the trimmed part began, sped up like the export.
      const at = Math.max(0, (video.currentTime - trimStart) / speed);
      if (music.duration && at >= music.duration) return void music.pause();
      if (Math.abs(music.currentTime - at) > DRIFT_SECONDS) music.currentTime = at;
      if (video.paused) music.pause();
      else if (music.paused) {
        music.play().catch((error) => {
          console.error('Failed to play the music preview', error);
          if (!warned) toast.error(i18n.t(EDITOR_MESSAGES.playAudioFailed, { ns: 'editor' }));
          warned = true;
        });
      }
    };
    follow();
    video.addEventListener('timeupdate', follow);
    video.addEventListener('play', follow);
    video.addEventListener('pause', follow);
    return () => {
      video.removeEventListener('timeupdate', follow);
      video.removeEventListener('play', follow);
      video.removeEventListener('pause', follow);
      music.pause();
    };
  }, [audible, speed, trimStart, url, videoRef]);
}
