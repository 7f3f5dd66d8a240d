import type { Db } from './data/db.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { Bus } from './realtime/bus.ts';
import type { JobQueue } from './jobs/queue.ts';
import { AuthRepo } from './data/repos/auth.repo.ts';
import { ProfileRepo } from './data/repos/profile.repo.ts';
import { RateLimitRepo } from './data/repos/rate-limit.repo.ts';
import { NotificationRepo } from './data/repos/notification.repo.ts';
import { AuthService } from './domain/auth/auth.service.ts';
import { RateLimiter } from './domain/rate-limiter.ts';
import { MediaUrls } from './domain/media-urls.ts';
import { NotificationService } from './domain/notifications/notification.service.ts';
import { AnalyticsService } from './domain/analytics/analytics.service.ts';
import { VideoUploadService } from './domain/videos/video-upload.service.ts';

/** Wires repositories into services once; routes and jobs receive this object. */
export function createServices(deps: { db: Db; store: BlobStore; bus: Bus; jobs: JobQueue }) {
  const media = new MediaUrls(deps.store);
  const profiles = new ProfileRepo(deps.db);
  return {
    media,
    auth: new AuthService(new AuthRepo(deps.db), profiles, media),
    rateLimiter: new RateLimiter(new RateLimitRepo(deps.db)),
    notifications: new NotificationService(new NotificationRepo(deps.db), deps.bus, media),
    analytics: new AnalyticsService(deps.db),
    videoUploads: new VideoUploadService(deps.db, deps.store, deps.jobs),
  };
}

export type Services = ReturnType<typeof createServices>;
