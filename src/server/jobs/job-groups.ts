import { availableParallelism } from 'node:os';

/**
 * Kinds of job that share a cap on each worker, whatever its overall concurrency (WORKER_CONCURRENCY):
 * - `media`: ffmpeg and sharp on large inputs, at most one per core, so no burst of uploads, edits or sound
 *   extractions can run more encoders than the machine has cores;
 * - `ai`: calls to the AI endpoint (or the local providers), a few at once.
 */
export const JOB_GROUP_CAPS = {
  media: Math.max(1, availableParallelism()),
  ai: 2,
} as const;

export type JobGroup = keyof typeof JOB_GROUP_CAPS;

/** How many jobs of each group this worker runs now, and which kinds it may claim next. */
export class GroupCaps {
  private readonly groupOf = new Map<string, JobGroup>();
  private readonly runningIn = new Map<JobGroup, number>();

  constructor(private readonly caps: Record<JobGroup, number> = JOB_GROUP_CAPS) {}

  assign(kind: string, group: JobGroup) {
    this.groupOf.set(kind, group);
  }

  /** The kinds whose group has room (kinds without a group always do). */
  claimable(kinds: string[]): string[] {
    return kinds.filter((kind) => {
      const group = this.groupOf.get(kind);
      return !group || (this.runningIn.get(group) ?? 0) < this.caps[group];
    });
  }

  started(kind: string) {
    const group = this.groupOf.get(kind);
    if (group) this.runningIn.set(group, (this.runningIn.get(group) ?? 0) + 1);
  }

  ended(kind: string) {
    const group = this.groupOf.get(kind);
    if (group) this.runningIn.set(group, (this.runningIn.get(group) ?? 1) - 1);
  }
}
