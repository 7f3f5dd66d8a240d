import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { JOB_GROUP_CAPS } from '../../src/server/queue/job-groups.ts';
import { WRITE_LIMITS } from '../../src/server/domain/write-limits.ts';
import { watchChildren } from '../setup/child-processes.ts';

/**
 * The burst that once started 33 ffmpeg processes from requests (issue 22): 200 concurrent original-sound
 * requests by one owner on three videos. ffmpeg now runs only in jobs, at most one per core on a worker
 * whatever its concurrency, and each video gets exactly one sound. (Latency during the burst: bench:burst.)
 */
let app: TestApp;
let owner: TestUser;
const videos: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
  // Far more job slots than cores, so only the media group's cap can hold ffmpeg back.
  app.ctx.jobs.start(8);
  owner = await createUser(app);
  // Long enough that each extraction is still running when the next /proc scan looks.
  const clip = (await makeVideo({ seconds: 40, fps: 2, width: 160, height: 284 })).bytes;
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: owner.headers, body: uploadForm(clip, { caption: `burst ${i}` }) });
    videos.push(((await response.json()) as { id: string }).id);
  }
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const ready = await app.ctx.db.selectFrom('videos').select('id').where('id', 'in', videos).where('status', '=', 'ready').execute();
    if (ready.length === videos.length) return;
  }
  throw new Error('the uploads never became ready');
}, 120_000);
afterAll(() => app?.close());

it('runs at most one ffmpeg per core, answers with one job per video, and makes exactly one sound each', { timeout: 120_000 }, async () => {
  const ffmpeg = watchChildren(process.pid, 'ffmpeg');

  const answers = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const response = await fetch(`${app.url}/api/videos/${videos[i % 3]}/original-sound`, { method: 'POST', headers: owner.headers });
      return { video: videos[i % 3], status: response.status, body: (await response.json()) as { id?: string; title?: string } };
    }),
  );
  const statuses = new Set(answers.map((answer) => answer.status));
  expect([...statuses].every((status) => [200, 202, 429].includes(status)), [...statuses].join()).toBe(true);
  expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(WRITE_LIMITS.sound.max);
  // Every 202 for a video names the same job: repeats while it runs never queue ffmpeg again.
  for (const video of videos) {
    const jobs = new Set(answers.filter((answer) => answer.video === video && answer.status === 202).map((answer) => answer.body.id));
    expect(jobs.size).toBeLessThanOrEqual(1);
  }

  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const progress = await Promise.all(videos.map((id) => fetch(`${app.url}/api/videos/${id}/original-sound`, { headers: owner.headers }).then((r) => r.status)));
    if (progress.every((status) => status === 200)) break;
  }
  const mostAtOnce = await ffmpeg.stop();

  const tracks = await app.ctx.db.selectFrom('tracks').select('audioPath').where('createdBy', '=', owner.id).execute();
  expect(tracks.map((track) => track.audioPath).sort()).toEqual(videos.map((id) => `original/${owner.id}/original/${id}.mp3`).sort());
  const jobs = await app.ctx.db.selectFrom('jobs').select('status').where('kind', '=', 'original-sound').execute();
  expect(jobs).toEqual(videos.map(() => ({ status: 'done' })));
  expect(mostAtOnce).toBeGreaterThan(0);
  expect(mostAtOnce).toBeLessThanOrEqual(JOB_GROUP_CAPS.media);
  console.log(`original-sound burst: 200 requests, ${answers.filter((a) => a.status === 202).length} × 202, ${answers.filter((a) => a.status === 200).length} × 200, ${answers.filter((a) => a.status === 429).length} × 429; at most ${mostAtOnce} ffmpeg at once (cap ${JOB_GROUP_CAPS.media}); ${tracks.length} sounds`);
});
