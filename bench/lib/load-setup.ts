import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { runFfmpeg } from '../../src/server/media/ffmpeg.ts';
import { runningServerUrl } from '../../src/server/data/embedded-postgres.ts';

/** A signed-up account of bench/load and the session cookie its virtual user sends. */
export interface LoadUser {
  id: string;
  cookie: string;
}

/** Runs `fn` over `items`, `width` at a time (sign-up hashes passwords: keep the 2 cores for the server). */
async function inParallel<T, R>(items: T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/** Accounts made through the API, as people sign up: POST /api/auth/sign-up answers with the session cookie. */
export async function signUpUsers(base: string, count: number): Promise<LoadUser[]> {
  return inParallel(Array.from({ length: count }, (_, i) => i), 4, async (i) => {
    const response = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: `load_user_${i}`, email: `load${i}@bench.example.com`, password: 'bench-password-1' }),
    });
    if (response.status !== 201) throw new Error(`sign-up ${i} answered ${response.status}: ${await response.text()}`);
    const me = (await response.json()) as { user: { id: string } };
    return { id: me.user.id, cookie: response.headers.getSetCookie()[0].split(';')[0] };
  });
}

/** Each user follows `perUser` others through the API (well under the per-user toggle limit). */
export async function followEachOther(base: string, users: LoadUser[], perUser: number) {
  const steps = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89].slice(0, perUser);
  const pairs = users.flatMap((user, i) => steps.map((step) => ({ user, followee: users[(i + step) % users.length] })).filter((p) => p.followee !== user));
  await inParallel(pairs, 4, async ({ user, followee }) => {
    const response = await fetch(`${base}/api/users/${followee.id}/follow`, { method: 'POST', headers: { cookie: user.cookie, origin: base } });
    if (!response.ok) throw new Error(`follow answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  });
  return pairs.length;
}

/** A client of the server's embedded PostgreSQL, found through its postmaster.pid. */
async function embeddedDatabase(dataDir: string) {
  const url = await runningServerUrl(dataDir, 'popreel');
  if (!url) throw new Error(`no embedded PostgreSQL runs on ${dataDir}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * `count` ready videos spread over the users, inserted straight into the database (uploading and
 * transcoding that many would take minutes); all of them point at one real 1 s clip in disk storage.
 */
export async function insertReadyVideos(dataDir: string, users: LoadUser[], count: number): Promise<string[]> {
  const key = 'bench-load/clip.mp4';
  const file = join(dataDir, 'storage', 'videos', key);
  await mkdir(dirname(file), { recursive: true });
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=24:duration=1', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', file]);
  const client = await embeddedDatabase(dataDir);
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into videos (user_id, title, caption, storage_path, status, ai_status, duration, width, height, created_at)
         select ($1::uuid[])[1 + (g - 1) % cardinality($1::uuid[])], 'Load video ' || g, 'bench load video ' || g || ' #bench #load' || (g % 7),
                $2, 'ready', 'done', 1, 360, 640, now() - g * interval '3 minutes'
         from generate_series(1, $3::int) g
       returning id`,
      [users.map((u) => u.id), key, count],
    );
    await client.query('analyze videos');
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** The signed link of a video opens the real clip (Range, as a player asks): links in the mix are real. */
export async function checkLink(base: string, user: LoadUser, videoId: string) {
  const link = await fetch(`${base}/api/videos/${videoId}/link`, { headers: { cookie: user.cookie } });
  if (!link.ok) throw new Error(`link answered ${link.status}: ${await link.text()}`);
  const { url } = (await link.json()) as { url: string };
  const media = await fetch(new URL(url, base), { headers: { range: 'bytes=0-1023' } });
  await media.arrayBuffer();
  if (media.status !== 206) throw new Error(`the signed link answered ${media.status}, not 206`);
}
