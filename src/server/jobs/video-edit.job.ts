import type { AppContext } from '../context.ts';
import { playableKey, publishPlayable } from '../media/transcode.ts';
import type { StorageBucket } from '../../shared/constants.ts';
import { MediaUrls } from '../domain/media-urls.ts';

/**
 * 'Replace Original' (spec §7): transcodes the uploaded export like any upload, then points the video at it
 * in one update (edited_path, sound, length, thumbnail). Until then the original keeps playing; the files it
 * replaces are removed only after the switch. The share card, drawn from the thumbnail, is made again.
 */
export function videoEditJob(ctx: Pick<AppContext, 'db' | 'store' | 'log' | 'jobs'>) {
  return async ({ editId }: { editId: string }, job: { lastAttempt: boolean }) => {
    const edit = await ctx.db.selectFrom('video_edits').selectAll().where('id', '=', editId).executeTakeFirst();
    if (!edit || edit.status !== 'processing') return;
    try {
      const video = await ctx.db.selectFrom('videos').select(['id', 'user_id', 'edited_path', 'thumbnail_url', 'thumbnail_small_url']).where('id', '=', edit.video_id).executeTakeFirst();
      if (!video) return void (await ctx.store.delete('videos', edit.upload_path));
      const editedKey = playableKey(edit.upload_path);
      const thumbnailKey = `${video.user_id}/${video.id}-${editedKey.split('/').pop()!.replace(/\.mp4$/, '')}.jpg`;
      const info = await publishPlayable(ctx.store, edit.upload_path, { videoKey: editedKey, thumbnailKey });
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('videos')
          .set({ edited_path: editedKey, music_track_id: edit.music_track_id, duration: info.duration, width: info.width, height: info.height, thumbnail_url: `thumbnails/${thumbnailKey}`, thumbnail_small_url: null })
          .where('id', '=', video.id)
          .execute();
        await trx.updateTable('video_edits').set({ status: 'ready', status_reason: null }).where('id', '=', edit.id).execute();
      });
      await ctx.jobs.enqueueOnce('share-card', { videoId: video.id });
      const replaced: { bucket: StorageBucket; key: string }[] = [{ bucket: 'videos', key: edit.upload_path }];
      if (video.edited_path && video.edited_path !== editedKey) replaced.push({ bucket: 'videos', key: video.edited_path });
      const oldThumbnail = video.thumbnail_url?.replace(/^thumbnails\//, '');
      if (oldThumbnail && oldThumbnail !== thumbnailKey) replaced.push({ bucket: 'thumbnails', key: oldThumbnail });
      // Grids use the full thumbnail until the share-card job makes the new small one.
      const oldSmall = video.thumbnail_small_url ? MediaUrls.parse(video.thumbnail_small_url) : null;
      if (oldSmall) replaced.push(oldSmall);
      await Promise.all(replaced.map((ref) => ctx.store.delete(ref.bucket, ref.key).catch(() => undefined)));
    } catch (error) {
      if (job.lastAttempt) {
        await ctx.db.updateTable('video_edits').set({ status: 'failed', status_reason: 'We could not process this edit' }).where('id', '=', editId).execute();
        await ctx.store.delete('videos', edit.upload_path).catch(() => undefined);
      }
      throw error;
    }
  };
}
