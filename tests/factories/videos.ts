import type { TestApp } from '../setup/test-app.ts';

/** A ready video row owned by `userId` (media files are not needed for counter and visibility checks). */
export async function createVideo(app: TestApp, userId: string, overrides: Partial<{ caption: string; hidden: boolean; created_at: Date }> = {}) {
  return app.ctx.db
    .insertInto('videos')
    .values({
      user_id: userId,
      caption: overrides.caption ?? 'a test video #test',
      storage_path: `${userId}/${Date.now()}-${Math.random().toString(36).slice(2)}.mp4`,
      status: 'ready',
      hidden: overrides.hidden ?? false,
      created_at: overrides.created_at ?? new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
