import type { JobQueue } from '../../queue/queue.ts';
import type { FederateEvent } from '../../queue/job-catalog.ts';

/**
 * Where services say what happened that other servers may need to hear (issue 40): each event is a `federate`
 * job, so the request that caused it never waits on the network. The job decides whether anyone elsewhere is
 * concerned (a remote follower, a remote video's owner) and does nothing when nobody is.
 */
export class FederationOutbox {
  constructor(private readonly jobs: JobQueue) {}

  async emit(event: FederateEvent): Promise<void> {
    await this.jobs.enqueue('federate', event, { maxAttempts: 3 });
  }
}
