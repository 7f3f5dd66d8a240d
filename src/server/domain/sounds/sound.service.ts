import type { SoundRepo, SoundSort } from '../../data/repos/sound.repo.ts';
import { SOUND_PAGE_SIZE } from '../../data/repos/sound.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { AUDIO_PREVIEW_URL_SECONDS, EDITOR_AUDIO_URL_SECONDS, TRENDING_SOUNDS } from '../../../shared/constants.ts';
import { SOUND_MESSAGES, type Sound, type SoundAudioLink, type SoundPage, type TrendingSound } from '../../../shared/sound-types.ts';
import { notFound } from '../errors.ts';
import { presentTile } from '../feed/feed-views.ts';

type SoundRow = Omit<Sound, 'created_at'> & { created_at: Date };

/** A library row as the API answers it (the sound service and original sounds alike). */
export const toSound = (row: SoundRow): Sound => ({ ...row, created_at: row.created_at.toISOString() });

/** Browsing the sound library and handing out short-lived audio links (spec §2 Sounds, §9). */
export class SoundService {
  constructor(
    private readonly sounds: SoundRepo,
    private readonly media: MediaUrls,
  ) {}

  async list(query: { q: string; sort: SoundSort; offset: number }): Promise<SoundPage> {
    const rows = await this.sounds.list({ text: query.q.trim().slice(0, 100), sort: query.sort, offset: query.offset });
    const more = rows.length > SOUND_PAGE_SIZE;
    return { items: rows.slice(0, SOUND_PAGE_SIZE).map(toSound), next_offset: more ? query.offset + SOUND_PAGE_SIZE : null };
  }

  async trending(): Promise<{ items: TrendingSound[] }> {
    const rows = await this.sounds.trending(TRENDING_SOUNDS);
    return { items: rows.map((row, index) => ({ ...toSound(row), rank: index + 1 })) };
  }

  async find(id: string): Promise<Sound> {
    const row = await this.sounds.find(id);
    if (!row) throw notFound(SOUND_MESSAGES.notFound);
    const { audio_path: _path, ...sound } = row;
    return toSound(sound);
  }

  async videos(viewerId: string | null, id: string) {
    await this.find(id);
    const rows = await this.sounds.videos(viewerId, id);
    return { items: await Promise.all(rows.map((row) => presentTile(row, this.media))) };
  }

  /** A preview link lives 300 s, the editor's 3600 s: long enough to finish an export (spec §9). */
  async audioLink(id: string, purpose: 'preview' | 'editor'): Promise<SoundAudioLink> {
    const row = await this.sounds.find(id);
    if (!row) throw notFound(SOUND_MESSAGES.notFound);
    const seconds = purpose === 'editor' ? EDITOR_AUDIO_URL_SECONDS : AUDIO_PREVIEW_URL_SECONDS;
    // audio_path is a key in the audio bucket (library/… for the catalogue, original/… for extracted sounds).
    return { url: (await this.media.sign(`audio/${row.audio_path}`, seconds))!, expires_in: seconds };
  }
}
