import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { ServerHealthRepo } from '../../data/repos/server-health.repo.ts';
import { DiskUsageMeter } from '../../storage/disk-usage.ts';
import type { ModeratorCheck } from '../moderation/moderator-check.ts';
import { notFound } from '../errors.ts';
import type { HealthState, ServerHealth } from '../../../shared/server-health.schema.ts';

/**
 * When a part of the server turns amber or red (issue 60). Each threshold is where an admin should look, not
 * where users already suffer: a queue due for five minutes is slow, for half an hour it is stuck.
 */
const QUEUE_SLOW_SECONDS = 5 * 60;
const QUEUE_STUCK_SECONDS = 30 * 60;
const DELIVERY_SLOW_SECONDS = 15 * 60;
const DELIVERY_STUCK_SECONDS = 2 * 3600;
const DISK_LOW = { share: 0.15, bytes: 5 * 1024 ** 3 };
const DISK_CRITICAL = { share: 0.05, bytes: 1024 ** 3 };
const BACKUP_FRESH_HOURS = 26;
const BACKUP_STALE_DAYS = 7;

const sum = <K extends string>(rows: Array<Record<K, number>>, key: K) => rows.reduce((total, row) => total + row[key], 0);
const worst = (...states: HealthState[]): HealthState => (states.includes('red') ? 'red' : states.includes('amber') ? 'amber' : 'green');
const byWait = (seconds: number, slow: number, stuck: number): HealthState => (seconds >= stuck ? 'red' : seconds >= slow ? 'amber' : 'green');

export interface ServerHealthParts {
  repo: ServerHealthRepo;
  moderators: ModeratorCheck;
  config: Pick<Config, 'version' | 'dataDir' | 's3' | 'smtpUrl'>;
  federationEnabled: () => Promise<boolean>;
  pushConfigured: () => Promise<boolean>;
  /** ffmpeg as the server checked it at start; null when it cannot be run. */
  ffmpeg: () => { version: string; outdated: boolean } | null;
}

/** The admin health page: each part of the server with its state, and a failed job queued again on request. */
export class ServerHealthService {
  private readonly disk: DiskUsageMeter | null;

  constructor(private readonly parts: ServerHealthParts) {
    this.disk = parts.config.s3 ? null : new DiskUsageMeter(parts.config.dataDir, join(parts.config.dataDir, 'storage'));
  }

  async read(adminId: string, now = new Date()): Promise<ServerHealth> {
    await this.parts.moderators.admin(adminId);
    const { repo, config } = this.parts;
    const [postgres, byKind, failed, deliveries, backup, federationEnabled, pushConfigured, disk] = await Promise.all([
      repo.postgresVersion(),
      repo.queueByKind(),
      repo.failedJobs(),
      repo.deliveries(),
      repo.lastBackup(),
      this.parts.federationEnabled(),
      this.parts.pushConfigured(),
      this.disk?.read(now.getTime()) ?? null,
    ]);
    const ffmpeg = this.parts.ffmpeg();
    const queue = { waiting: sum(byKind, 'waiting'), failed: sum(byKind, 'failed') };
    const oldestDue = Math.max(0, ...byKind.map((row) => row.oldestDueSeconds ?? 0));
    const deliveryWait = Math.max(0, deliveries.oldestDueSeconds ?? 0);
    const backupAgeHours = backup ? (now.getTime() - backup.finishedAt.getTime()) / 3_600_000 : Infinity;
    return {
      checkedAt: now.toISOString(),
      versions: {
        state: ffmpeg === null ? 'red' : ffmpeg.outdated ? 'amber' : 'green',
        popreel: config.version,
        node: process.versions.node,
        postgres,
        ffmpeg: ffmpeg?.version ?? null,
        ffmpegOutdated: ffmpeg?.outdated ?? false,
      },
      uptimeSeconds: Math.round(process.uptime()),
      queue: {
        state: worst(queue.failed > 0 ? 'red' : 'green', byWait(oldestDue, QUEUE_SLOW_SECONDS, QUEUE_STUCK_SECONDS)),
        waiting: queue.waiting,
        oldestDueSeconds: Math.round(oldestDue),
        slow: oldestDue >= QUEUE_SLOW_SECONDS,
        failedCount: queue.failed,
        failed: failed.map((job) => ({ id: Number(job.id), kind: job.kind, attempts: job.attempts, lastError: job.lastError, failedAt: job.updatedAt.toISOString() })),
      },
      federation: {
        state: !federationEnabled ? 'green' : worst(deliveries.failing.length > 0 ? 'amber' : 'green', byWait(deliveryWait, DELIVERY_SLOW_SECONDS, DELIVERY_STUCK_SECONDS)),
        enabled: federationEnabled,
        backlog: deliveries.waiting,
        oldestDueSeconds: Math.round(deliveryWait),
        slow: deliveryWait >= DELIVERY_SLOW_SECONDS,
        failingServers: deliveries.failing,
      },
      storage: {
        state: disk ? diskState(disk.freeBytes, disk.totalBytes) : 'green',
        kind: disk ? 'disk' : 's3',
        freeBytes: disk?.freeBytes ?? null,
        totalBytes: disk?.totalBytes ?? null,
        usedBytes: disk?.usedBytes ?? null,
      },
      mail: { state: config.smtpUrl ? 'green' : 'amber', configured: config.smtpUrl !== null },
      push: { state: pushConfigured ? 'green' : 'amber', configured: pushConfigured },
      backup: {
        state: backupAgeHours <= BACKUP_FRESH_HOURS ? 'green' : backupAgeHours <= BACKUP_STALE_DAYS * 24 ? 'amber' : 'red',
        lastAt: backup?.finishedAt.toISOString() ?? null,
        archive: backup?.archive ?? null,
        bytes: backup ? Number(backup.bytes) : null,
      },
    };
  }

  /** The queue by kind, for the metrics' scrape (its caller checked the scraper's token, not a person's role). */
  queueByKind() {
    return this.parts.repo.queueByKind();
  }

  /** Queues a job that failed for good again, with its attempts afresh. */
  async retryJob(adminId: string, jobId: number) {
    await this.parts.moderators.admin(adminId);
    if (!(await this.parts.repo.retry(jobId))) throw notFound('No failed job has this id');
  }
}

/** A disk that cannot say how full it is is amber: an admin should find out. */
function diskState(free: number | null, total: number | null): HealthState {
  if (free === null || total === null) return 'amber';
  const below = (limit: { share: number; bytes: number }) => free < limit.bytes || (total > 0 && free / total < limit.share);
  return below(DISK_CRITICAL) ? 'red' : below(DISK_LOW) ? 'amber' : 'green';
}
