import type { LadderRepo } from '../../data/repos/ladder.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';

/**
 * Streaming ladders for videos from before them (issue 57): an upload gets its ladder in its transcode; these
 * get theirs a batch an hour, newest first (the most watched), so an upgraded server does not spend its
 * CPU on them all at once. One that fails every attempt is marked and left to its MP4.
 */
export class LadderService {
  constructor(
    private readonly ladders: LadderRepo,
    private readonly jobs: Pick<JobQueue, 'enqueueOnce'>,
    private readonly perHour: number,
  ) {}

  async queueMissing(): Promise<number> {
    if (this.perHour === 0) return 0;
    let queued = 0;
    for (const videoId of await this.ladders.missing(this.perHour)) if (await this.jobs.enqueueOnce('ladder', { videoId })) queued += 1;
    return queued;
  }

  forLadder(videoId: string) {
    return this.ladders.forLadder(videoId);
  }

  made(videoId: string, playablePath: string, hlsPath: string): Promise<boolean> {
    return this.ladders.setLadder(videoId, playablePath, hlsPath);
  }

  failed(videoId: string): Promise<void> {
    return this.ladders.markFailed(videoId);
  }
}
