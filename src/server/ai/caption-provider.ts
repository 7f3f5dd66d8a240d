/** What an AI caption provider gets: the video file and what we know around it. */
export interface CaptionContext {
  videoPath: string;
  duration: number | null;
  caption: string;
  placeName: string | null;
  placeType: string | null;
  soundTitle: string | null;
  soundArtist: string | null;
}

export interface CaptionResult {
  caption: string;
  tags: string[];
}

/** Local by default (deterministic, from the video itself); an OpenAI-compatible model when AI_BASE_URL is set. */
export interface CaptionProvider {
  readonly name: string;
  describe(context: CaptionContext): Promise<CaptionResult>;
}

/** Tags are short lowercase words: no '#', no spaces, at most 8. */
export function normaliseTags(tags: string[]): string[] {
  const clean = tags
    .map((tag) => tag.toLowerCase().replace(/^#/, '').replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter((tag) => tag.length >= 2 && tag.length <= 30);
  return [...new Set(clean)].slice(0, 8);
}
