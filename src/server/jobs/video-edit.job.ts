import type { AppContext } from '../context.ts';
import { playableKey, publishPlayable } from '../media/transcode.ts';
import type { StorageBucket } from '../../shared/constants.ts';
import { MediaUrls } from '../domain/media-urls.ts';

/**
 * 'Replace Original' (spec §7): transcodes the uploaded export like any upload, then points the video at it
 * in one update (edited_path, sound, length, thumbnail). Until then the original keeps playing; the files it
 * replaces are removed only after the switch. The share card, drawn from the thumbnail, is made again.
 */
export function videoEditJob(ctx: Pick<AppContext, 'services' | 'store' | 'log' | 'jobs'>) {
  const edits = ctx.services.videoEdits;
  return async ({ editId }: { editId: string }, job: { lastAttempt: boolean }) => {
    const edit = await edits.awaitingReplacement(editId);
    if (!edit) return;
    try {
      const video = await edits.replacedFiles(edit.videoId);
      if (!video) return void (await ctx.store.delete('videos', edit.uploadPath));
      const editedKey = playableKey(edit.uploadPath);
      const thumbnailKey = `${video.userId}/${video.id}-${editedKey.split('/').pop()!.replace(/\.mp4$/, '')}.jpg`;
      const info = await publishPlayable(ctx.store, edit.uploadPath, { videoKey: editedKey, thumbnailKey });
      await edits.applyReplacement(edit.id, video.id, {
        editedPath: editedKey, hlsPath: info.hlsPath, musicTrackId: edit.musicTrackId, duration: info.duration, width: info.width, height: info.height, thumbnailUrl: `thumbnails/${thumbnailKey}`,
      });
      await ctx.jobs.enqueueOnce('share-card', { videoId: video.id });
      const replaced: { bucket: StorageBucket; key: string }[] = [{ bucket: 'videos', key: edit.uploadPath }];
      if (video.editedPath && video.editedPath !== editedKey) replaced.push({ bucket: 'videos', key: video.editedPath });
      const oldThumbnail = video.thumbnailUrl?.replace(/^thumbnails\//, '');
      if (oldThumbnail && oldThumbnail !== thumbnailKey) replaced.push({ bucket: 'thumbnails', key: oldThumbnail });
      // Grids use the full thumbnail until the share-card job makes the new small one.
      const oldSmall = video.thumbnailSmallUrl ? MediaUrls.parse(video.thumbnailSmallUrl) : null;
      if (oldSmall) replaced.push(oldSmall);
      await Promise.all(replaced.map((ref) => ctx.store.delete(ref.bucket, ref.key).catch(() => undefined)));
      if (video.hlsPath && video.hlsPath !== info.hlsPath) await ctx.store.deletePrefix('videos', video.hlsPath).catch(() => undefined);
      if (info.ladderError) ctx.log.warn({ err: info.ladderError, videoId: video.id }, 'no streaming ladder for the edit; its MP4 plays');
    } catch (error) {
      if (job.lastAttempt) {
        await edits.markFailed(editId, 'We could not process this edit');
        await ctx.store.delete('videos', edit.uploadPath).catch(() => undefined);
      }
      throw error;
    }
  };
}
