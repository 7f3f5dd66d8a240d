import { z } from 'zod';

/**
 * The admin health page's answer (issue 60): facts, each part with its state. The words (what is wrong, what
 * to do) are the web app's, in the reader's language; the server decides only the states, from the thresholds in
 * domain/ops/server-health.service.ts.
 */
export const HEALTH_STATES = ['green', 'amber', 'red'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

const state = z.enum(HEALTH_STATES);
const count = z.number().int().min(0);
const seconds = z.number().min(0);

export const failedJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  attempts: count,
  lastError: z.string().nullable(),
  failedAt: z.iso.datetime(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const serverHealthSchema = z
  .object({
    checkedAt: z.iso.datetime(),
    versions: z.object({
      state,
      popreel: z.string(),
      node: z.string(),
      postgres: z.string(),
      ffmpeg: z.string().nullable().describe('null when ffmpeg cannot be run'),
      ffmpegOutdated: z.boolean().describe('Older than the oldest release Debian still maintains'),
    }),
    uptimeSeconds: seconds,
    queue: z.object({
      state,
      waiting: count,
      oldestDueSeconds: seconds.describe('How long the oldest due job has waited; 0 when none is due'),
      slow: z.boolean().describe('The oldest due job has waited past the server\'s amber line (5 minutes)'),
      failedCount: count,
      failed: z.array(failedJobSchema).describe('The most recent 50 jobs that failed for good'),
    }),
    federation: z.object({
      state,
      enabled: z.boolean(),
      backlog: count.describe('Deliveries waiting'),
      oldestDueSeconds: seconds,
      slow: z.boolean().describe('The oldest due delivery has waited past the server\'s amber line (15 minutes)'),
      failingServers: z.array(z.object({ host: z.string(), failed: count, retrying: count, lastError: z.string().nullable() })),
    }),
    storage: z.object({
      state,
      kind: z.enum(['disk', 's3']),
      freeBytes: count.nullable().describe('Free on the disk that holds DATA_DIR; null for S3, which has no limit to report'),
      totalBytes: count.nullable(),
      usedBytes: count.nullable().describe("Media Popreel keeps on disk (measured at most every 10 minutes); null for S3"),
    }),
    mail: z.object({ state, configured: z.boolean().describe('SMTP_URL is set; otherwise mail is written to DATA_DIR/outbox') }),
    push: z.object({ state, configured: z.boolean().describe('A Web Push key is set or stored') }),
    backup: z.object({ state, lastAt: z.iso.datetime().nullable(), archive: z.string().nullable(), bytes: count.nullable() }),
  })
  .meta({ id: 'ServerHealth', description: "The server's health for its admins: each part with a state of green, amber or red" });
export type ServerHealth = z.infer<typeof serverHealthSchema>;
