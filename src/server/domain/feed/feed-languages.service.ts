import type { FeedLanguagesRepo } from '../../data/repos/feed-languages.repo.ts';
import type { VideoLanguage } from '../../../shared/video-language.ts';
import { notFound } from '../errors.ts';

/**
 * Which languages For You shows (issue 39, decision 048). Empty, the default, is every language; otherwise the
 * videos in the chosen languages and the videos whose language is unknown (FeedRepo.recommended and the
 * personalized fallback apply it when the page is read, so a change shows on the next page without a rebuild).
 */
export class FeedLanguagesService {
  constructor(private readonly repo: FeedLanguagesRepo) {}

  async get(userId: string) {
    const languages = await this.repo.get(userId);
    if (!languages) throw notFound('Profile not found');
    return { languages };
  }

  /** `languages` is already each language once, in VIDEO_LANGUAGES order (feedLanguagesField). */
  async set(userId: string, languages: VideoLanguage[]) {
    if (!(await this.repo.set(userId, languages))) throw notFound('Profile not found');
    return { languages };
  }
}
