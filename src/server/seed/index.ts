import { normaliseTags } from '../ai/caption-provider.ts';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../data/db.ts';
import { hashPassword } from '../domain/auth/password.ts';
import { probe } from '../media/ffmpeg.ts';
import { renderSmallAvatar, smallAvatarKey } from '../media/small-avatar.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { contentTypeForKey } from '../storage/content-types.ts';
import type { StorageBucket } from '../../shared/constants.ts';
import { SEED_ROOMS } from './chat.ts';
import { seedMatching, seedMatchPicks } from './matching.ts';
import { renderSeedStories } from './stories.ts';
import { DEMO_ACCOUNTS, DEMO_MODERATOR, type DemoAccounts } from './demo-accounts.ts';
import { RenderCache } from './render-cache.ts';
import { findDrawtextFont, mapLimit, renderClip, renderSoundMp3, renderSoundWav, renderThumbnail, VIDEO_HEIGHT, VIDEO_WIDTH } from './media.ts';
import { SEED_PLACES } from './places.ts';
import { buildSocial, type PlannedUser, type PlannedVideo } from './social.ts';
import { buildKeeping } from './keeping.ts';
import { SEED_SOUNDS } from './sounds.ts';
import { originalSoundSpec } from './synth.ts';
import { renderAvatar, SEED_USERS } from './users.ts';
import { SEED_VIDEOS } from './videos.ts';
import { SEED_STORIES } from './stories.ts';
import { announceSeed } from './seed-progress.ts';
import { StartProgress } from '../start-progress.ts';

export type { DemoAccount, DemoAccounts } from './demo-accounts.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountLines } from './demo-accounts.ts';

export interface SeedDeps {
  db: Db;
  store: BlobStore;
  log: { info(obj: unknown, msg?: string): void; debug(obj: unknown, msg?: string): void };
  /** Rendered media kept between seeds (config DEMO_MEDIA_CACHE); without it, everything is rendered. */
  mediaCache?: RenderCache;
  /** Where the seed says what it is making and how long it will take; without it, it says nothing. */
  progress?: StartProgress;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** ffmpeg runs at most this many at once (each also uses x264's own threads). */
const MEDIA_CONCURRENCY = 2;
/** Serialises concurrent seeders (two instances starting on an empty database). */
const SEED_LOCK = 727_002;

class AlreadySeeded extends Error {}

/** True when any demo account (by email or username) already exists. */
async function demoAccountsExist(db: Db): Promise<boolean> {
  const accounts = [DEMO_ACCOUNTS.admin, ...DEMO_ACCOUNTS.users];
  const emails = accounts.map((a) => a.email.toLowerCase());
  const usernames = accounts.map((a) => a.username.toLowerCase());
  const byEmail = await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, 'in', emails).limit(1).executeTakeFirst();
  if (byEmail) return true;
  const byName = await db.selectFrom('profiles').select('userId').where(sql<string>`lower(username)`, 'in', usernames).limit(1).executeTakeFirst();
  return Boolean(byName);
}

/**
 * Seeds the demo: users with profiles and avatars, a sound library, places, real generated videos with
 * thumbnails, a social graph, chat rooms and notifications. Media is generated and uploaded first under
 * fresh unique keys; then every row goes in one transaction. If anything fails the transaction rolls back
 * and the uploaded files are deleted, so a failed seed leaves nothing behind. Returns the demo credentials.
 */
export async function seedDemo(deps: SeedDeps): Promise<DemoAccounts> {
  const { db, store, log } = deps;
  const cache = deps.mediaCache ?? new RenderCache(null);
  const started = Date.now();
  if (await demoAccountsExist(db)) {
    log.info({}, 'demo content already present; skipping seed');
    return DEMO_ACCOUNTS;
  }

  const progress = deps.progress ?? new StartProgress(() => undefined);
  const now = new Date();
  const nowMs = now.getTime();
  const scratch = await mkdtemp(join(tmpdir(), 'popreel-seed-'));
  const uploaded: { bucket: StorageBucket; key: string }[] = [];
  const upload = async (bucket: StorageBucket, key: string, body: Buffer | string) => {
    const stream = typeof body === 'string' ? createReadStream(body) : body;
    uploaded.push({ bucket, key });
    await store.put(bucket, key, stream, { contentType: contentTypeForKey(key).type });
  };

  try {
    // ── Plan: ids and times up front, so storage keys are known before any row exists ──
    const users = SEED_USERS.map((spec) => ({
      spec,
      id: randomUUID(),
      joinedAt: new Date(nowMs - spec.joinedDaysAgo * DAY - Math.round(Math.random() * 6 * HOUR)),
    }));
    const userByName = new Map(users.map((u) => [u.spec.account.username, u]));
    const userId = (username: string) => {
      const found = userByName.get(username);
      if (!found) throw new Error(`Seed refers to unknown user ${username}`);
      return found.id;
    };
    const tracks = SEED_SOUNDS.map((spec) => ({ spec, id: randomUUID(), createdAt: new Date(nowMs - spec.daysAgo * DAY) }));
    const trackByTitle = new Map(tracks.map((t) => [t.spec.title, t]));
    const places = SEED_PLACES.map((spec) => ({ spec, id: randomUUID(), createdAt: new Date(nowMs - 5.5 * DAY) }));
    const placeByKey = new Map(places.map((p) => [p.spec.key, p]));
    const videos = SEED_VIDEOS.map((spec, n) => {
      const id = randomUUID();
      const ownerId = userId(spec.owner);
      const createdAt = new Date(nowMs - spec.hoursAgo * HOUR - Math.round(Math.random() * 20 * 60_000));
      const track = spec.sound ? trackByTitle.get(spec.sound) : undefined;
      if (spec.sound && !track) throw new Error(`Seed video ${spec.title} uses unknown sound ${spec.sound}`);
      const place = spec.place ? placeByKey.get(spec.place) : undefined;
      if (spec.place && !place) throw new Error(`Seed video ${spec.title} uses unknown place ${spec.place}`);
      return {
        spec, id, ownerId, createdAt, track, place, n,
        videoKey: `${ownerId}/${createdAt.getTime()}-${n}.mp4`,
        thumbKey: `${ownerId}/${id}.jpg`,
        duration: spec.duration,
      };
    });

    // ── Media ──
    const font = await findDrawtextFont();
    log.debug({ font: font ?? 'none (titles not drawn)' }, 'seed: generating demo media');

    // Recipes: what decides each file, the key of the render cache.
    const soundRecipes = new Map(tracks.map((t, i) => [t.id, { sound: t.spec.song, seconds: t.spec.duration, seed: 101 + i }]));
    const clipRecipes = new Map(videos.map((v) => [v.n, {
      clip: v.spec.visual,
      audio: v.track ? soundRecipes.get(v.track.id) : { original: originalSoundSpec(v.n + 1), seconds: v.spec.duration + 0.5, seed: 501 + v.n },
      duration: v.spec.duration,
      title: v.spec.title,
      font,
    }]));
    const toRender = (recipes: Iterable<unknown>) => [...recipes].filter((recipe) => !cache.has(recipe)).length;
    const steps = announceSeed(progress, {
      people: users.length,
      sounds: { total: tracks.length, toRender: toRender(soundRecipes.values()) },
      videos: { total: videos.length, toRender: toRender(clipRecipes.values()) },
      stories: { images: SEED_STORIES.filter((s) => 'image' in s.media).length, videos: SEED_STORIES.filter((s) => 'video' in s.media).length },
    });

    const passwordHashes = Promise.all(users.map((u) => hashPassword(u.spec.account.password)));
    passwordHashes.catch(() => undefined); // awaited below; this only keeps an early media failure from leaving it unhandled
    await steps.avatars.run(() => mapLimit(users, 4, async (u) => {
      const avatar = await renderAvatar(u.spec, Boolean(font));
      await upload('avatars', `${u.id}/avatar.png`, avatar);
      await upload('avatars', smallAvatarKey(u.id), await renderSmallAvatar(avatar));
      steps.avatars.advance();
    }));

    const audioOf = new Map<string, string>();
    await steps.sounds.run(() => mapLimit(tracks, MEDIA_CONCURRENCY, async (track, i) => {
      const mp3 = join(scratch, `track-${i}.mp3`);
      await cache.file(soundRecipes.get(track.id), mp3, async () => {
        await renderSoundMp3(track.spec.song, track.spec.duration, 101 + i, scratch, `track-${i}`);
        return null;
      });
      audioOf.set(track.id, mp3);
      await upload('audio', `library/${track.id}.mp3`, mp3);
      steps.sounds.advance();
    }));
    const mediaStarted = Date.now();

    await steps.videos.run(() => mapLimit(videos, MEDIA_CONCURRENCY, async (v) => {
      const file = join(scratch, `video-${v.n}.mp4`);
      const thumb = join(scratch, `video-${v.n}.jpg`);
      const info = await cache.file(clipRecipes.get(v.n), file, async () => {
        const audio = v.track
          ? audioOf.get(v.track.id)!
          : await renderSoundWav(originalSoundSpec(v.n + 1), v.spec.duration + 0.5, 501 + v.n, join(scratch, `original-${v.n}.wav`));
        await renderClip({ visual: v.spec.visual, audio, duration: v.spec.duration, title: v.spec.title, font, dir: scratch, out: file });
        const rendered = await probe(file);
        if (rendered.width !== VIDEO_WIDTH || rendered.height !== VIDEO_HEIGHT || !rendered.hasAudio) {
          throw new Error(`Seed video ${v.spec.title} came out wrong: ${JSON.stringify(rendered)}`);
        }
        return rendered;
      });
      await cache.file({ thumbnailOf: clipRecipes.get(v.n) }, thumb, async () => {
        await renderThumbnail(file, thumb);
        return null;
      });
      if (info.duration) v.duration = Math.round(info.duration * 100) / 100;
      await upload('videos', v.videoKey, file);
      await upload('thumbnails', v.thumbKey, thumb);
      steps.videos.advance();
    }));
    log.debug({ videos: videos.length, ms: Date.now() - mediaStarted, ...cache.counts }, 'seed: videos ready');
    const stories = await steps.stories.run(() => renderSeedStories({
      userId,
      videoOf: (owner) => {
        const first = videos.find((v) => v.spec.owner === owner)!;
        return { file: join(scratch, `video-${first.n}.mp4`), recipe: clipRecipes.get(first.n) };
      },
      cache,
      scratch,
      upload: (key, body) => upload('stories', key, body),
      nowMs,
      madeOne: () => steps.stories.advance(),
    }));
    steps.rows.start();

    // ── Social graph (pure, from the plan) ──
    const plannedUsers: PlannedUser[] = users.map((u) => ({
      id: u.id, username: u.spec.account.username, joinedAt: u.joinedAt, interests: u.spec.interests, admin: Boolean(u.spec.admin),
    }));
    const plannedVideos: PlannedVideo[] = videos.map((v) => ({ id: v.id, ownerId: v.ownerId, owner: v.spec.owner, title: v.spec.title, createdAt: v.createdAt }));
    const social = buildSocial(plannedUsers, plannedVideos, now);
    const keeping = buildKeeping(plannedUsers, plannedVideos, now);
    const hashes = await passwordHashes;

    // ── Rows, all or nothing ──
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
      if (await demoAccountsExist(trx)) throw new AlreadySeeded();

      await trx.insertInto('users').values(users.map((u, i) => ({
        // Demo addresses are ours (popreel.app): counted as verified, so the demo shows no verify banner.
        id: u.id, email: u.spec.account.email, passwordHash: hashes[i], createdAt: u.joinedAt, emailVerifiedAt: u.joinedAt,
      }))).execute();
      await trx.insertInto('profiles').values(users.map((u) => ({
        userId: u.id,
        username: u.spec.account.username,
        bio: u.spec.bio,
        avatarUrl: `avatars/${u.id}/avatar.png`,
        avatarSmallUrl: `avatars/${smallAvatarKey(u.id)}`,
        verified: u.spec.verified,
        gender: u.spec.gender,
        interests: u.spec.interests,
        age: u.spec.age,
        location: u.spec.location,
        createdAt: u.joinedAt,
        updatedAt: u.joinedAt,
      }))).execute();
      await trx.insertInto('userRoles').values([
        ...users.filter((u) => u.spec.admin).map((u) => ({ userId: u.id, role: 'admin' as const })),
        ...users.filter((u) => u.spec.account.username === DEMO_MODERATOR).map((u) => ({ userId: u.id, role: 'moderator' as const })),
      ]).execute();

      await trx.insertInto('tracks').values(tracks.map((t) => ({
        id: t.id,
        title: t.spec.title,
        artist: t.spec.artist,
        genre: t.spec.genre,
        duration: t.spec.duration,
        audioPath: `library/${t.id}.mp3`,
        licenseType: 'royalty_free',
        createdBy: t.spec.createdBy ? userId(t.spec.createdBy) : null,
        createdAt: t.createdAt,
      }))).execute();
      await trx.insertInto('places').values(places.map((p) => ({
        id: p.id,
        name: p.spec.name,
        type: p.spec.type,
        address: p.spec.address,
        city: p.spec.city,
        country: p.spec.country,
        lat: p.spec.lat,
        lng: p.spec.lng,
        createdBy: userId(p.spec.createdBy),
        createdAt: p.createdAt,
      }))).execute();
      // Inserting videos with music_track_id raises tracks.sound_use through its trigger.
      await trx.insertInto('videos').values(videos.map((v) => ({
        id: v.id,
        userId: v.ownerId,
        title: v.spec.title,
        caption: v.spec.caption,
        storagePath: v.videoKey,
        thumbnailUrl: `thumbnails/${v.thumbKey}`,
        captionAi: v.spec.captionAi,
        tagsAi: normaliseTags(v.spec.tagsAi),
        musicTrackId: v.track?.id ?? null,
        placeId: v.place?.id ?? null,
        status: 'ready' as const,
        duration: v.duration,
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
        createdAt: v.createdAt,
      }))).execute();

      // Counters (follower/like/pop/comment/share/view counts) and follow/like notifications come from triggers.
      await trx.insertInto('follows').values(social.follows).execute();
      await trx.insertInto('videoLikes').values(social.likes).execute();
      await trx.insertInto('videoReactions').values(social.reactions).execute();
      if (social.shares.length) await trx.insertInto('shares').values(social.shares).execute();
      await trx.insertInto('events').values(social.events).execute();
      await trx.insertInto('comments').values(social.comments).execute();
      if (social.replies.length) await trx.insertInto('comments').values(social.replies).execute();
      await trx.insertInto('reports').values(social.reports).execute();
      await trx.insertInto('moderationActions').values(social.moderationActions).execute();
      await trx.insertInto('swipes').values(social.swipes).execute();
      await trx.insertInto('videoFavourites').values(keeping.favourites).execute();
      await trx.insertInto('collections').values(keeping.collections).execute();
      await trx.insertInto('collectionVideos').values(keeping.collectionVideos).execute();

      // The triggers stamp notifications with the transaction time; give them the time of the follow or like
      // they announce, then mark older ones read (the newest stay unread, so every account has a few).
      const seeded = users.map((u) => u.id);
      await sql`
        update notifications n set created_at = f.created_at
        from follows f
        where n.type = 'follow' and n.user_id = f.followee_id and n.from_user_id = f.follower_id
          and n.from_user_id = any(${seeded}::uuid[])`.execute(trx);
      await sql`
        update notifications n set created_at = l.created_at
        from video_likes l
        where n.type = 'like' and n.video_id = l.video_id and n.from_user_id = l.user_id
          and n.from_user_id = any(${seeded}::uuid[])`.execute(trx);
      await sql`
        update notifications set read = true
        where created_at < ${new Date(nowMs - DAY)} and from_user_id = any(${seeded}::uuid[])`.execute(trx);
      // Their groups (decision 043) were all made at the transaction's time too: give each its members' times
      // and read state. Seeded history groups as one burst per target, which a demo can live with.
      await sql`
        update notification_groups g set updated_at = m.latest, created_at = m.first, read = m.all_read
        from (select group_id, max(created_at) as latest, min(created_at) as first, bool_and(read) as all_read
              from notifications where from_user_id = any(${seeded}::uuid[]) group by group_id) m
        where g.id = m.group_id`.execute(trx);

      for (const room of SEED_ROOMS) {
        const roomCreated = nowMs - room.hoursAgo * HOUR;
        const inserted = await trx.insertInto('chatRooms').values({
          name: room.name, createdBy: userId(room.createdBy), isPrivate: false, createdAt: new Date(roomCreated),
        }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('chatMessages').values(room.messages.map(([sender, content], i) => ({
          roomId: inserted.id,
          senderId: userId(sender),
          content,
          createdAt: new Date(roomCreated + (i + 1) * room.gapMinutes * 60_000 + Math.round(Math.random() * 30 * 60_000)),
        }))).execute();
      }
      await seedMatching(trx, userId);
      await trx.insertInto('stories').values(stories).execute();
    });
    await seedMatchPicks(db, users.map((u) => u.id));
    steps.rows.finish();

    log.info(
      {
        ms: Date.now() - started,
        users: users.length,
        tracks: tracks.length,
        places: places.length,
        videos: videos.length,
        follows: social.follows.length,
        likes: social.likes.length,
        comments: social.comments.length + social.replies.length,
        views: social.events.length,
        rooms: SEED_ROOMS.length,
        stories: stories.length,
      },
      'demo content seeded',
    );
    return DEMO_ACCOUNTS;
  } catch (error) {
    // Nothing from this run is referenced by a committed row: remove every file it uploaded.
    await Promise.all(uploaded.map(({ bucket, key }) => store.delete(bucket, key).catch(() => undefined)));
    if (error instanceof AlreadySeeded) {
      log.info({}, 'demo content was seeded by another process; skipping');
      return DEMO_ACCOUNTS;
    }
    throw error;
  } finally {
    if (!deps.progress) progress.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}
