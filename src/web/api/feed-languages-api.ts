import { answer, contract } from './contract.ts';
import type { VideoLanguage } from '../../shared/video-language.ts';

/** The languages the viewer's For You shows (issue 39, decision 048); empty: every language. */
export const feedLanguagesApi = {
  get: (signal?: AbortSignal) => answer(contract.GET('/api/me/feed-languages', { signal })),
  set: (languages: VideoLanguage[]) => answer(contract.PUT('/api/me/feed-languages', { body: { languages } })),
};
