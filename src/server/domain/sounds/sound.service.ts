import type { SoundRepo, SoundSort } from '../../data/repos/sound.repo.ts';
import { SOUND_GRID_PAGE_SIZE, SOUND_PAGE_SIZE } from '../../data/repos/sound.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { AUDIO_PREVIEW_URL_SECONDS, EDITOR_AUDIO_URL_SECONDS, TRENDING_SOUNDS } from '../../../shared/constants.ts';
import type { TileVideo } from '../../../shared/feed-types.ts';
import { SOUND_MESSAGES, type Sound, type SoundAudioLink, type SoundPage, type TrendingSound } from '../../../shared/sound-types.ts';
import { notFound } from '../errors.ts';
import { presentTile } from '../feed/feed-views.ts';
import { countCursor, keysetPage, type Page, scoreKey, timeCursor, timeKey } from '../paging/page.ts';

type SoundRow = Omit<Sound, 'createdAt'> & { createdAt: Date };

/** A library row as the API answers it (the sound service and original sounds alike). */
export const toSound = (row: SoundRow): Sound => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Browsing the sound library and handing out short-lived audio links (spec §2 Sounds, §9). */
export class SoundService {
  constructor(
    private readonly sounds: SoundRepo,
    private readonly media: MediaUrls,
  ) {}

  /** The library a page at a time; a cursor belongs to its order (a newest-first cursor is refused by 'popular'). */
  async list(query: { q: string; sort: SoundSort; cursor?: string }): Promise<SoundPage> {
    const text = query.q.trim().slice(0, 100);
    const limit = SOUND_PAGE_SIZE + 1;
    const present = ({ sortTime: _time, ...row }: SoundRow & { sortTime: string }) => toSound(row);
    if (query.sort === 'popular') {
      const rows = await this.sounds.list({ text, limit, sort: 'popular', after: countCursor(query.cursor) });
      return keysetPage(rows, SOUND_PAGE_SIZE, (row) => scoreKey({ score: row.soundUse, id: row.id }), present);
    }
    const rows = await this.sounds.list({ text, limit, sort: 'newest', after: timeCursor(query.cursor) });
    return keysetPage(rows, SOUND_PAGE_SIZE, timeKey, present);
  }

  async trending(): Promise<{ items: TrendingSound[] }> {
    const rows = await this.sounds.trending(TRENDING_SOUNDS);
    return { items: rows.map((row, index) => ({ ...toSound(row), rank: index + 1 })) };
  }

  async find(id: string): Promise<Sound> {
    const row = await this.sounds.find(id);
    if (!row) throw notFound(SOUND_MESSAGES.notFound);
    const { audioPath: _path, ...sound } = row;
    return toSound(sound);
  }

  async videos(viewerId: string | null, id: string, cursor?: string): Promise<Page<TileVideo>> {
    await this.find(id);
    const rows = await this.sounds.videos(viewerId, id, SOUND_GRID_PAGE_SIZE + 1, timeCursor(cursor));
    return keysetPage(rows, SOUND_GRID_PAGE_SIZE, timeKey, (row) => presentTile(row, this.media));
  }

  /** A preview link lives 300 s, the editor's 3600 s: long enough to finish an export (spec §9). */
  async audioLink(id: string, purpose: 'preview' | 'editor'): Promise<SoundAudioLink> {
    const row = await this.sounds.find(id);
    if (!row) throw notFound(SOUND_MESSAGES.notFound);
    const seconds = purpose === 'editor' ? EDITOR_AUDIO_URL_SECONDS : AUDIO_PREVIEW_URL_SECONDS;
    // audio_path is a key in the audio bucket (library/… for the catalogue, original/… for extracted sounds).
    return { url: (await this.media.sign(`audio/${row.audioPath}`, seconds))!, expiresIn: seconds };
  }
}
