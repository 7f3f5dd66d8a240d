import pg from 'pg';
import type { IdPools } from './valid-values.ts';

export interface FuzzAccount {
  id: string;
  email: string;
  cookie: string;
  token: string;
}

async function signUp(baseUrl: string, name: string): Promise<FuzzAccount> {
  const body = { username: `fz_${name}_${Math.random().toString(36).slice(2, 7)}`, email: `${name}_${Date.now()}@example.com`, password: 'correct-horse-battery' };
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const me = (await response.json()) as { user: { id: string } };
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('popreel_session='))!.split(';')[0];
  const tokenResponse = await fetch(`${baseUrl}/api/auth/token`, { method: 'POST', headers, body: JSON.stringify({ email: body.email, password: body.password }) });
  const { token } = (await tokenResponse.json()) as { token: string };
  return { id: me.user.id, email: body.email, cookie, token };
}

/**
 * What the fuzzer needs to exist: a signed-in user, an admin, a banned user and an owner with videos (ready,
 * processing, hidden), a place, a comment, a notification, a public and a private chat room, opted-in singles, a sound, an edit, a report and a bystander for the admin's bans, so valid ids reach deep code.
 */
export async function createFuzzWorld(baseUrl: string, databaseUrl: string) {
  const [user, owner, admin, banned] = [await signUp(baseUrl, 'user'), await signUp(baseUrl, 'owner'), await signUp(baseUrl, 'admin'), await signUp(baseUrl, 'banned')];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [admin.id]);
    await db.query(`update profiles set banned = true where user_id = $1`, [banned.id]);
    const video = (status: string, hidden: boolean, userId: string) =>
      db.query<{ id: string }>(`insert into videos (user_id, caption, storage_path, status, hidden) values ($1, 'fuzz #fuzz', $2, $3, $4) returning id`, [
        userId, `${userId}/${Math.random().toString(36).slice(2)}.mp4`, status, hidden,
      ]).then((result) => result.rows[0].id);
    const videos = [await video('ready', false, owner.id), await video('processing', false, owner.id), await video('ready', true, owner.id), await video('ready', false, user.id)];
    const place = await db.query<{ id: string }>(`insert into places (name, type, lat, lng, created_by) values ('Fuzz Cafe', 'restaurant', 51.5, -0.09, $1) returning id`, [owner.id]);
    const comment = await db.query<{ id: string }>(`insert into comments (video_id, user_id, content) values ($1, $2, 'hello') returning id`, [videos[0], user.id]);
    const notification = await db.query<{ id: string }>(`insert into notifications (user_id, from_user_id, type) values ($1, $2, 'follow') returning id`, [user.id, owner.id]);
    const room = await db.query<{ id: string }>(`insert into chat_rooms (name, created_by) values ('Fuzz room', $1) returning id`, [owner.id]);
    // Opted-in adults, so matching routes get past their opt-in check; and a private room of the owner's.
    await db.query(`update profiles set matching_opt_in = true, age = 30, interests = '{music}' where user_id = any($1)`, [[user.id, owner.id, admin.id]]);
    const privateRoom = await db.query<{ id: string }>(`insert into chat_rooms (name, is_private) values ('Fuzz match', true) returning id`);
    await db.query(`insert into chat_room_members (room_id, user_id) values ($1, $2), ($1, $3)`, [privateRoom.rows[0].id, owner.id, admin.id]);
    const story = await db.query<{ id: string }>(
      `insert into stories (user_id, media_path, media_type, visibility, expires_at) values ($1, $2, 'image', 'followers', now() + interval '1 hour') returning id`,
      [owner.id, `${owner.id}/fuzz.jpg`],
    );
    const sound = await db.query<{ id: string }>(`insert into tracks (title, artist, audio_path, license_type) values ('Fuzz Tune', 'Fuzz', 'library/fuzz.mp3', 'royalty_free') returning id`);
    const edit = await db.query<{ id: string }>(
      `insert into video_edits (video_id, user_id, mode, upload_path, result_video_id) values ($1, $2, 'replace', $3, $1) returning id`,
      [videos[0], owner.id, `edited/${owner.id}/edited-1-original.mp4`],
    );
    const report = await db.query<{ id: string }>(`insert into reports (video_id, reporter_id, reason) values ($1, $2, 'spam') returning id`, [videos[0], user.id]);
    const bystander = await signUp(baseUrl, 'bystander');
    const passkey = await db.query<{ id: string }>(`insert into passkeys (user_id, credential_id, public_key, name) values ($1, 'fuzz-credential', '\\x00', 'Fuzz key') returning id`, [user.id]);
    const exported = await db.query<{ id: string }>(
      `insert into data_exports (user_id, status, storage_key, size_bytes, ready_at, expires_at) values ($1, 'ready', $2, 1, now(), now() + interval '1 day') returning id`,
      [user.id, `${user.id}/fuzz.zip`],
    );
    // A second session of the user's, for DELETE /api/me/sessions/:id to end without ending the fuzzer's own.
    await fetch(`${baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl }, body: JSON.stringify({ email: user.email, password: 'correct-horse-battery' }) });
    const secondSession = await db.query<{ id: string }>(`select id from sessions where user_id = $1 order by created_at desc limit 1`, [user.id]);
    const pools: IdPools = {
      videos,
      users: [user.id, owner.id, admin.id, banned.id],
      places: [place.rows[0].id],
      notifications: [notification.rows[0].id],
      comments: [comment.rows[0].id],
      rooms: [room.rows[0].id, privateRoom.rows[0].id],
      stories: [story.rows[0].id],
      sounds: [sound.rows[0].id],
      edits: [edit.rows[0].id],
      reports: [report.rows[0].id],
      bystanders: [bystander.id],
      passkeys: [passkey.rows[0].id],
      sessions: [secondSession.rows[0].id],
      exports: [exported.rows[0].id],
    };
    return { accounts: { user, owner, admin, banned }, pools };
  } finally {
    await db.end();
  }
}
