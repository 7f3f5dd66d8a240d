import type { VideoRepo } from '../../data/repos/video.repo.ts';
import type { InteractionsRepo } from '../../data/repos/interactions.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';
import { notFound } from '../errors.ts';
import type { StreamPlaylists } from './stream-playlists.ts';

export class VideoReadsService {
  constructor(
    private readonly videos: VideoRepo,
    private readonly interactions: InteractionsRepo,
    private readonly media: MediaUrls,
    private readonly playlists: StreamPlaylists,
  ) {}

  async page(viewerId: string | null, offset: number, limit: number) {
    return this.videos.page(viewerId, offset, limit);
  }

  async link(viewerId: string | null, videoId: string) {
    if (!(await this.interactions.visibleVideo(viewerId, videoId))) throw notFound('Video not found');
    const video = await this.videos.files(videoId);
    return { url: (await this.media.sign(`videos/${video.editedPath ?? video.storagePath}`, SIGNED_VIDEO_URL_SECONDS))!, expiresIn: SIGNED_VIDEO_URL_SECONDS };
  }

  /**
   * One playlist of the video's streaming ladder (issue 57), for a viewer who may watch it now: the audience
   * rule is asked on every request, as for the MP4's link, so a block or a changed visibility holds at once.
   */
  async playlist(viewerId: string | null, videoId: string, name: string): Promise<string> {
    if (!(await this.interactions.visibleVideo(viewerId, videoId))) throw notFound('Video not found');
    const { hlsPath } = await this.videos.files(videoId);
    if (!hlsPath) throw notFound('This video has no stream');
    return this.playlists.playlist(videoId, hlsPath, name);
  }

  async likes(viewerId: string, videoId: string) {
    if (!(await this.interactions.visibleVideo(viewerId, videoId))) throw notFound('Video not found');
    return this.interactions.likeState(viewerId, videoId);
  }
}
