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

  /**
   * How many jobs one claim may take from `kinds` without passing any cap: a batch could be all of one group,
   * so it is the least room left among the groups those kinds belong to.
   */
  room(kinds: string[]): number {
    let room = Infinity;
    for (const kind of kinds) {
      const group = this.groupOf.get(kind);
      if (group) room = Math.min(room, this.caps[group] - (this.runningIn.get(group) ?? 0));
    }
    return room;
  }

  /**
   * Holds `n` places in every group among `kinds` while a claim is in flight, so claims made side by side never
   * pass a cap between them; the returned function gives the places back once the claim has answered.
   */
  reserve(kinds: string[], n: number): () => void {
    const groups = new Set(kinds.map((kind) => this.groupOf.get(kind)).filter((group) => group !== undefined));
    for (const group of groups) this.runningIn.set(group, (this.runningIn.get(group) ?? 0) + n);
    return () => {
      for (const group of groups) this.runningIn.set(group, (this.runningIn.get(group) ?? n) - n);
    };
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
