import type { VideoVisibility } from '../../src/shared/audience.ts';
import type { TestApp } from '../setup/test-app.ts';
import type { VideoLanguage } from '../../src/shared/video-language.ts';

/** A ready video row owned by `userId` (media files are not needed for counter and visibility checks). */
export async function createVideo(
  app: TestApp,
  userId: string,
  overrides: Partial<{ caption: string; hidden: boolean; created_at: Date; visibility: VideoVisibility; music_track_id: string; place_id: string; language: VideoLanguage | null; thumbnail_url: string; sensitive: boolean }> = {},
) {
  return app.ctx.db
    .insertInto('videos')
    .values({
      user_id: userId,
      caption: overrides.caption ?? 'a test video #test',
      storage_path: `${userId}/${Date.now()}-${Math.random().toString(36).slice(2)}.mp4`,
      status: 'ready',
      hidden: overrides.hidden ?? false,
      created_at: overrides.created_at ?? new Date(),
      visibility: overrides.visibility ?? 'public',
      music_track_id: overrides.music_track_id ?? null,
      place_id: overrides.place_id ?? null,
      language: overrides.language ?? null,
      thumbnail_url: overrides.thumbnail_url ?? null,
      sensitive: overrides.sensitive ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
