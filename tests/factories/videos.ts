import type { VideoVisibility } from '../../src/shared/audience.ts';
import type { TestApp } from '../setup/test-app.ts';
import type { VideoLanguage } from '../../src/shared/video-language.ts';

/** A ready video row owned by `userId` (media files are not needed for counter and visibility checks). */
export async function createVideo(
  app: TestApp,
  userId: string,
  overrides: Partial<{ caption: string; hidden: boolean; createdAt: Date; visibility: VideoVisibility; musicTrackId: string; placeId: string; language: VideoLanguage | null; thumbnailUrl: string; sensitive: boolean }> = {},
) {
  return app.ctx.db
    .insertInto('videos')
    .values({
      userId: userId,
      caption: overrides.caption ?? 'a test video #test',
      storagePath: `${userId}/${Date.now()}-${Math.random().toString(36).slice(2)}.mp4`,
      status: 'ready',
      hidden: overrides.hidden ?? false,
      createdAt: overrides.createdAt ?? new Date(),
      visibility: overrides.visibility ?? 'public',
      musicTrackId: overrides.musicTrackId ?? null,
      placeId: overrides.placeId ?? null,
      language: overrides.language ?? null,
      thumbnailUrl: overrides.thumbnailUrl ?? null,
      sensitive: overrides.sensitive ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
