import type { MuteRepo } from '../../data/repos/mute.repo.ts';
import type { ProfileRepo } from '../../data/repos/profile.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { MutedUser, MutedWord } from '../../../shared/profile-types.ts';
import { AUDIENCE_MESSAGES, MUTE_DURATION_MS, MUTED_WORD_MAX_LENGTH, MUTED_WORDS_MAX, type MuteDuration } from '../../../shared/audience.ts';
import { badRequest, DomainError, notFound } from '../errors.ts';
import { keysetPage, type Page, timeCursor, timeKey } from '../paging/page.ts';

/** More than most people ever mute: Settings shows the first page. */
const MUTED_PAGE_SIZE = 500;

export const MUTE_MESSAGES = {
  already: 'You have already muted this user',
  notMuted: 'You have not muted this user',
  wordNotFound: 'Muted word not found',
} as const;

/** A muted word has a letter or a digit somewhere: punctuation alone matches nothing (popreel_words). */
const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * Mute (issue 38): softer than a block. The muted person's videos, comments, stories and notifications leave
 * the muter's lists; they are not told, and can still see, follow and message the muter.
 */
export class MuteService {
  constructor(
    private readonly repo: MuteRepo,
    private readonly profiles: ProfileRepo,
    private readonly media: MediaUrls,
  ) {}

  async mute(muterId: string, mutedId: string) {
    if (muterId === mutedId) throw badRequest(AUDIENCE_MESSAGES.cannotMuteSelf);
    if (!(await this.profiles.exists(mutedId))) throw notFound('User not found');
    if (!(await this.repo.mute(muterId, mutedId))) throw new DomainError('23505', MUTE_MESSAGES.already, 409);
  }

  async unmute(muterId: string, mutedId: string) {
    if (!(await this.repo.unmute(muterId, mutedId))) throw notFound(MUTE_MESSAGES.notMuted);
  }

  /** Who the viewer has muted, newest first, so Settings can list them with Unmute. */
  async muted(muterId: string, cursor?: string): Promise<Page<MutedUser>> {
    const rows = await this.repo.muted(muterId, MUTED_PAGE_SIZE + 1, timeCursor(cursor));
    return keysetPage(rows, MUTED_PAGE_SIZE, (row) => timeKey({ sortTime: row.sortTime, id: row.userId }), async ({ sortTime: _time, ...row }) => ({
      ...row,
      avatarUrl: await this.media.sign(row.avatarUrl),
      mutedAt: row.mutedAt.toISOString(),
    }));
  }

  async words(userId: string): Promise<{ items: MutedWord[] }> {
    return { items: (await this.repo.words(userId)).map(presentWord) };
  }

  /** Mutes a word, phrase or hashtag for a day, a week, a month or forever; muting it again renews it. */
  async addWord(userId: string, input: { word: string; duration: MuteDuration }): Promise<MutedWord> {
    const word = input.word.trim().replace(/\s+/g, ' ');
    if (!HAS_WORD.test(word) || word.length > MUTED_WORD_MAX_LENGTH) throw badRequest(AUDIENCE_MESSAGES.mutedWordEmpty);
    if ((await this.repo.wordCount(userId)) >= MUTED_WORDS_MAX) throw badRequest(AUDIENCE_MESSAGES.mutedWordsFull);
    const lasts = MUTE_DURATION_MS[input.duration];
    return presentWord(await this.repo.addWord(userId, word, lasts === null ? null : new Date(Date.now() + lasts)));
  }

  async removeWord(userId: string, id: string) {
    if (!(await this.repo.removeWord(userId, id))) throw notFound(MUTE_MESSAGES.wordNotFound);
  }
}

function presentWord(row: { id: string; word: string; expiresAt: Date | null; createdAt: Date }): MutedWord {
  return { id: row.id, word: row.word, expiresAt: row.expiresAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}
