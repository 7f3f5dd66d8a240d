import type { AppContext } from '../context.ts';
import type { JobPayload } from '../queue/job-catalog.ts';

/** One grouped push to every browser of a user (domain/push/push-delivery.ts); a push service that did not answer fails the job, so it is tried again. */
export function sendPushJob(ctx: Pick<AppContext, 'services'>) {
  return async (push: JobPayload<'send-push'>) => {
    await ctx.services.pushDelivery.deliver(push);
  };
}
