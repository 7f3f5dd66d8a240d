import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { send } from '../factories/moderation.ts';
import { STUDIO_MESSAGES } from '../../src/shared/studio.ts';

/**
 * Issue 42 item 3: a post scheduled at a time in the creator's time zone is held until then, posted once by the
 * workers' sweep (two sweeps at once, or one after a restart, post it once and never skip it), and its creator
 * is told; from the Scheduled tab it is moved, cancelled back to a draft, or posted now.
 */
let app: TestApp;
let creator: TestUser;
let fan: TestUser;
let clip: Uint8Array;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
  [creator, fan] = await Promise.all([createUser(app), createUser(app)]);
  clip = (await makeVideo({ seconds: 1 })).bytes;
  expect((await send(app, fan, 'POST', `/api/users/${creator.id}/follow`)).status).toBe(200);
});
afterAll(() => app?.close());

/** An ISO time `minutes` from now, written with a +05:30 offset as a browser in India would send it. */
function inIndia(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000 + 5.5 * 3600_000);
  return `${at.toISOString().slice(0, 19)}+05:30`;
}

async function upload(fields: Record<string, string>) {
  const response = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: creator.headers, body: uploadForm(clip, fields) });
  return { status: response.status, body: await response.json() };
}

const ids = (page: { body: { items: { id: string }[] } }) => page.body.items.map((item) => item.id);
const inFollowing = async (id: string) => ids(await send(app, fan, 'GET', '/api/feed/following')).filter((item) => item === id).length;
const held = async (id: string) => (await app.ctx.db.selectFrom('videos').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 'held';
/** Moves a scheduled post's time into the past, as if its minute had gone by. */
const makeDue = (id: string) => app.ctx.db.updateTable('videos').set({ publishAt: sql<Date>`now() - interval '1 second'` }).where('id', '=', id).execute();

describe('scheduled posts', () => {
  it('are held until their time, then posted once however many sweeps run, and the creator is told', async () => {
    expect(await upload({ caption: 'too soon', publishAt: inIndia(-1) })).toMatchObject({ status: 400, body: { error: { message: STUDIO_MESSAGES.scheduleTooSoon } } });
    expect(await upload({ caption: 'too late', publishAt: inIndia(31 * 24 * 60) })).toMatchObject({ status: 400, body: { error: { message: STUDIO_MESSAGES.scheduleTooLate } } });
    expect(await upload({ caption: 'both', publishAt: inIndia(10), draft: 'true' })).toMatchObject({ status: 400, body: { error: { message: STUDIO_MESSAGES.draftOrSchedule } } });

    const when = inIndia(10);
    const created = await upload({ caption: 'Goes out at ten past', publishAt: when });
    expect(created).toMatchObject({ status: 201, body: { draft: true } });
    const id = created.body.id as string;
    await expect.poll(() => held(id), { timeout: 60_000 }).toBe(true);

    const scheduled = await send(app, creator, 'GET', '/api/me/scheduled');
    expect(scheduled.body.items).toEqual([expect.objectContaining({ id, status: 'ready', scheduledAt: new Date(when).toISOString() })]);
    expect(ids(await send(app, creator, 'GET', '/api/me/drafts'))).toEqual([]);
    expect(await inFollowing(id)).toBe(0);
    // Not due yet: a sweep leaves it.
    expect(await app.ctx.services.drafts.postDue()).toBe(0);

    await makeDue(id);
    // Two workers sweeping at once: one posts it.
    const swept = await Promise.all([app.ctx.services.drafts.postDue(), app.ctx.services.drafts.postDue()]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await app.ctx.services.drafts.postDue()).toBe(0);
    await expect.poll(() => inFollowing(id), { timeout: 10_000 }).toBe(1);
    expect((await send(app, creator, 'GET', '/api/me/scheduled')).body.items).toEqual([]);

    const notices = (await send(app, creator, 'GET', '/api/notifications')).body.items.filter((item: { type: string }) => item.type === 'video_posted');
    expect(notices).toEqual([expect.objectContaining({ type: 'video_posted', videoId: id, fromUserId: creator.id })]);
  });

  it('is moved, cancelled back to a draft, or posted now, by its owner alone', async () => {
    const created = await upload({ caption: 'Rescheduled', draft: 'true' });
    const id = created.body.id as string;
    await expect.poll(() => held(id), { timeout: 60_000 }).toBe(true);

    expect((await send(app, fan, 'PUT', `/api/videos/${id}/schedule`, { publishAt: inIndia(20) })).status).toBe(403);
    const moved = await send(app, creator, 'PUT', `/api/videos/${id}/schedule`, { publishAt: inIndia(20) });
    expect(moved).toMatchObject({ status: 200, body: { id } });
    expect(ids(await send(app, creator, 'GET', '/api/me/scheduled'))).toEqual([id]);
    expect((await send(app, creator, 'PUT', `/api/videos/${id}/schedule`, { publishAt: 'tomorrow' })).status).toBe(400);

    expect((await send(app, creator, 'DELETE', `/api/videos/${id}/schedule`)).status).toBe(204);
    expect(ids(await send(app, creator, 'GET', '/api/me/drafts'))).toEqual([id]);
    expect(await send(app, creator, 'DELETE', `/api/videos/${id}/schedule`)).toMatchObject({ status: 409, body: { error: { message: STUDIO_MESSAGES.notScheduled } } });

    expect((await send(app, creator, 'PUT', `/api/videos/${id}/schedule`, { publishAt: inIndia(30) })).status).toBe(200);
    expect(await send(app, creator, 'POST', `/api/videos/${id}/publish`)).toMatchObject({ status: 200, body: { draft: false, status: 'ready' } });
    await expect.poll(() => inFollowing(id), { timeout: 10_000 }).toBe(1);
    // Posted now, it is no longer scheduled: its old time passing posts nothing again.
    expect(await send(app, creator, 'PUT', `/api/videos/${id}/schedule`, { publishAt: inIndia(30) })).toMatchObject({ status: 409, body: { error: { message: STUDIO_MESSAGES.alreadyPosted } } });
    expect(await app.ctx.services.drafts.postDue()).toBe(0);
  });
});
