import { useCallback, useState } from 'react';
import {
  EDITOR_MUSIC_VOLUME_DEFAULT,
  EDITOR_TRIM_MAX_SECONDS,
  EDITOR_VIDEO_VOLUME_DEFAULT,
  FILTER_INTENSITY,
} from '../../../shared/constants.ts';
import type { Sound } from '../../api/sounds-api.ts';
import type { EditRecipe } from './engine/recipe.ts';

/** Music added to the edit: a library track whose rights the owner confirmed, or the video's own extracted sound. */
export interface EditorMusic {
  sound: Sound;
  /** The signed editor link (3600 s), fetched when the music was added. */
  url: string;
}

/** The engine's recipe, with the music as the editor holds it (the track and its link) instead of a bare URL. */
export type EditState = Omit<EditRecipe, 'musicUrl'> & { music: EditorMusic | null };

/** Trim and speed sliders snap to steps; rounding keeps 0.1 + 0.2 from showing as 0.30000000000000004. */
export const roundTenth = (value: number) => Math.round(value * 10) / 10;

export function initialEdit(duration: number): EditState {
  return {
    filter: 'none',
    intensity: FILTER_INTENSITY.default,
    trimStart: 0,
    trimEnd: roundTenth(Math.min(duration, EDITOR_TRIM_MAX_SECONDS)),
    speed: 1,
    videoVolume: EDITOR_VIDEO_VOLUME_DEFAULT,
    musicVolume: EDITOR_MUSIC_VOLUME_DEFAULT,
    music: null,
  };
}

/** What the engine needs from the editor's state. */
export function toRecipe(edit: EditState): EditRecipe {
  const { music, ...rest } = edit;
  return { ...rest, musicUrl: music?.url ?? null };
}

/**
 * The editor's choices. Moving the trim start keeps the end within 60 s of it (spec §5 "Editor") and after
 * it by at least a tenth of a second; the end never passes the video's length.
 */
export function useEditRecipe(duration: number) {
  const [edit, setEdit] = useState(() => initialEdit(duration));
  const update = useCallback((patch: Partial<EditState>) => setEdit((current) => ({ ...current, ...patch })), []);

  const setTrimStart = useCallback(
    (value: number) =>
      setEdit((current) => {
        const trimStart = roundTenth(Math.min(Math.max(0, value), duration - 0.1));
        const trimEnd = roundTenth(Math.min(Math.max(current.trimEnd, trimStart + 0.1), trimStart + EDITOR_TRIM_MAX_SECONDS, duration));
        return { ...current, trimStart, trimEnd };
      }),
    [duration],
  );
  const setTrimEnd = useCallback(
    (value: number) =>
      setEdit((current) => ({
        ...current,
        trimEnd: roundTenth(Math.min(Math.max(value, current.trimStart + 0.1), current.trimStart + EDITOR_TRIM_MAX_SECONDS, duration)),
      })),
    [duration],
  );

  return { edit, update, setTrimStart, setTrimEnd };
}
