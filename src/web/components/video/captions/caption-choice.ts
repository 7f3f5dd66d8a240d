/**
 * Whether captions show and in which language (issue 41): one choice per viewer on this device, kept in
 * localStorage under the signed-in account's id (or 'visitor'), applied to every card. Pure rules here; the
 * store that shares it between cards is use-caption-choice.ts.
 */

export interface CaptionChoice {
  on: boolean;
  /** The language last picked from a card's menu; null until one is. */
  language: string | null;
}

/** A track a video offers: its language (a lowercase BCP 47 tag) and where it is served. */
export interface CaptionLink {
  language: string;
  url: string;
}

/** Off until the viewer turns captions on. */
export const CAPTIONS_OFF: CaptionChoice = { on: false, language: null };

export const captionChoiceKey = (accountId: string | null) => `popreel:captions:${accountId ?? 'visitor'}`;

/** What localStorage held, read defensively: another version of the app, or a hand edit, may have left anything. */
export function parseCaptionChoice(stored: string | null): CaptionChoice {
  if (!stored) return CAPTIONS_OFF;
  try {
    const value: unknown = JSON.parse(stored);
    if (!value || typeof value !== 'object') return CAPTIONS_OFF;
    const { on, language } = value as Record<string, unknown>;
    return { on: on === true, language: typeof language === 'string' && language !== '' ? language : null };
  } catch {
    return CAPTIONS_OFF;
  }
}

/**
 * The track a video shows for a choice: the preferred language, else the video's own language, else its
 * first track; none while captions are off or the video has no track.
 */
export function pickCaptionTrack<T extends CaptionLink>(tracks: readonly T[], choice: CaptionChoice, videoLanguage: string | null): T | null {
  if (!choice.on || tracks.length === 0) return null;
  const byLanguage = (language: string | null) => (language ? tracks.find((track) => track.language === language) : undefined);
  return byLanguage(choice.language) ?? byLanguage(videoLanguage) ?? tracks[0]!;
}

