import type { TestApp } from '../setup/test-app.ts';
import type { TestUser } from './users.ts';
import type { ReportReason } from '../../src/shared/constants.ts';

/** A JSON request as the signed-in browser would send it (cookie and Origin), or as a visitor. */
export async function send(app: TestApp, user: TestUser | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { ...(user?.headers ?? { origin: app.url }) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${app.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A report row as the report dialog files it, at a chosen time so queue order and date filters are exact. */
export async function fileReport(app: TestApp, reporterId: string, videoId: string, options: { reason?: ReportReason; details?: string | null; createdAt?: Date } = {}) {
  return app.ctx.db
    .insertInto('reports')
    .values({
      reporterId: reporterId,
      videoId: videoId,
      reason: options.reason ?? 'spam',
      details: options.details ?? null,
      createdAt: options.createdAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((row) => row.id);
}

/** The audit rows in insertion order, as plain fields a test can compare. */
export async function auditRows(app: TestApp) {
  return app.ctx.db
    .selectFrom('moderationActions')
    .select(['action', 'actorId', 'videoId', 'targetUserId', 'reportId', 'note'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
