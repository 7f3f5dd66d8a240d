import { sql } from 'kysely';
import type { Db } from '../../../src/server/data/db.ts';
import { WatchRepo } from '../../../src/server/data/repos/watch.repo.ts';
import { mergeDaySketches } from '../../../src/server/domain/studio/studio.service.ts';
import { SIMULATION_START, type World } from './generator.ts';
import type { LogDay } from './log.ts';

/**
 * Writes one day of the simulated log through the tables production writes, dated by the simulated clock, so
 * the ranker reads it as it would read a real day: accounts, videos (their tags made by the videos' own
 * trigger from the caption), follows, likes, shares, saves, comments, "Not interested", view events, watch
 * history, and the player's watches, which WatchRepo.rollUp then turns into the watch signals exactly as the
 * worker does. The interactions go in with triggers off (replica role, as bench/lib/seed-feed.ts loads), which
 * keeps notifications out; the counters those triggers keep are then set from the rows, as they would be.
 */

const ROLLUP_BATCH = 50_000;
const time = (ms: number) => new Date(ms).toISOString();

export async function writeDay(db: Db, world: World, log: LogDay) {
  if (log.day === 0) await writeAccounts(db, world.creators.map((c) => ({ id: c.id, username: c.username, language: c.language, at: SIMULATION_START })), -30);
  await writeAccounts(db, log.joining.map((v) => ({ id: v.id, username: v.username, language: v.language, at: v.joinedAt })), 0);
  const picks = log.joining.flatMap((v) => [
    ...(v.picks?.tags ?? []).map((tag) => ({ user: v.id, tag, creator: null as string | null, at: v.joinedAt })),
    ...(v.picks?.creators ?? []).map((creator) => ({ user: v.id, tag: null as string | null, creator: world.creators[creator].id, at: v.joinedAt })),
  ]);
  if (picks.length > 0) {
    await sql`insert into for_you_interests (user_id, tag, creator_id, created_at)
      select * from unnest(${picks.map((p) => p.user)}::uuid[], ${picks.map((p) => p.tag)}::text[], ${picks.map((p) => p.creator)}::uuid[], ${picks.map((p) => time(p.at))}::timestamptz[])`.execute(db);
  }
  if (log.posted.length > 0) {
    const v = log.posted;
    await sql`insert into videos (id, user_id, title, caption, storage_path, thumbnail_url, status, created_at, duration, language)
      select id, user_id, 'Simulated ' || n, caption, user_id || '/' || id || '.mp4', 'thumbnails/' || id || '.jpg', 'ready', created_at, duration, language
      from unnest(${v.map((x) => x.id)}::uuid[], ${v.map((x) => world.creators[x.creator].id)}::uuid[], ${v.map((x) => x.number)}::int[],
                  ${v.map((x) => x.topics.map((t) => `#${world.topics[t]}`).join(' '))}::text[], ${v.map((x) => time(x.createdAt))}::timestamptz[],
                  ${v.map((x) => x.seconds)}::real[], ${v.map((x) => x.language)}::text[])
        as x(id, user_id, n, caption, created_at, duration, language)`.execute(db);
  }
  const viewerId = (n: number) => world.viewers[n].id;
  const videoId = (n: number) => world.videos[n].id;
  await db.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    const w = log.watches;
    if (w.length > 0) {
      await sql`insert into video_watches (id, video_id, creator_id, viewer_id, viewer, source, watched_ms, completed, followed, created_at, updated_at)
        select gen_random_uuid(), video_id, creator_id, viewer_id, viewer, 'for_you', watched_ms, completed, false, at, at + make_interval(secs => watched_ms / 1000.0)
        from unnest(${w.map((x) => videoId(x.video))}::uuid[], ${w.map((x) => world.creators[world.videos[x.video].creator].id)}::uuid[],
                    ${w.map((x) => viewerId(x.viewer))}::uuid[], ${w.map((x) => 1_000_003 * (x.viewer + 1))}::bigint[],
                    ${w.map((x) => x.watchedMs)}::int[], ${w.map((x) => x.completed)}::boolean[], ${w.map((x) => time(x.at))}::timestamptz[])
          as x(video_id, creator_id, viewer_id, viewer, watched_ms, completed, at)`.execute(tx);
      await sql`insert into events (user_id, video_id, event_type, created_at)
        select u, v, 'view', at from unnest(${w.map((x) => viewerId(x.viewer))}::uuid[], ${w.map((x) => videoId(x.video))}::uuid[], ${w.map((x) => time(x.at))}::timestamptz[]) as x(u, v, at)`.execute(tx);
      // One row a (viewer, video), at its last watch: what WatchRepo.record keeps.
      const last = new Map<string, { user: string; video: string; at: number }>();
      for (const x of w) last.set(`${x.viewer}:${x.video}`, { user: viewerId(x.viewer), video: videoId(x.video), at: x.at });
      const rows = [...last.values()];
      await sql`insert into watch_history (user_id, video_id, watched_at)
        select * from unnest(${rows.map((r) => r.user)}::uuid[], ${rows.map((r) => r.video)}::uuid[], ${rows.map((r) => time(r.at))}::timestamptz[])
        on conflict (user_id, video_id) do update set watched_at = greatest(watch_history.watched_at, excluded.watched_at)`.execute(tx);
    }
    const acts = async (table: 'video_likes' | 'video_favourites' | 'shares' | 'comments' | 'not_interested', list: LogDay['likes']) => {
      if (list.length === 0) return;
      const users = list.map((x) => viewerId(x.viewer));
      const videos = list.map((x) => videoId(x.video));
      const times = list.map((x) => time(x.at));
      if (table === 'comments') {
        await sql`insert into comments (video_id, user_id, content, created_at) select v, u, 'Nice one', at from unnest(${videos}::uuid[], ${users}::uuid[], ${times}::timestamptz[]) as x(v, u, at)`.execute(tx);
      } else if (table === 'not_interested') {
        const creators = list.map((x) => world.creators[world.videos[x.video].creator].id);
        await sql`insert into not_interested (user_id, video_id, creator_id, created_at) select * from unnest(${users}::uuid[], ${videos}::uuid[], ${creators}::uuid[], ${times}::timestamptz[]) on conflict do nothing`.execute(tx);
      } else {
        await sql`insert into ${sql.table(table)} (user_id, video_id, created_at) select * from unnest(${users}::uuid[], ${videos}::uuid[], ${times}::timestamptz[]) on conflict do nothing`.execute(tx);
      }
    };
    await acts('video_likes', log.likes);
    await acts('video_favourites', log.saves);
    await acts('shares', log.shares);
    await acts('comments', log.comments);
    await acts('not_interested', log.notInterested);
    if (log.follows.length > 0) {
      const f = log.follows;
      await sql`insert into follows (follower_id, followee_id, created_at)
        select * from unnest(${f.map((x) => viewerId(x.viewer))}::uuid[], ${f.map((x) => world.creators[x.creator].id)}::uuid[], ${f.map((x) => time(x.at))}::timestamptz[])
        on conflict do nothing`.execute(tx);
    }
    await setCounters(tx);
  });
  const watches = new WatchRepo(db);
  // The worker's own call (StudioService.rollUp), with no settle delay: every simulated watch is long over.
  while ((await watches.rollUp(0, ROLLUP_BATCH, mergeDaySketches)) >= ROLLUP_BATCH);
  await sql`analyze`.execute(db);
}

/** Accounts with a profile, made `daysBefore` days before `at` (creators exist well before the log starts). */
async function writeAccounts(db: Db, people: { id: string; username: string; language: string; at: number }[], daysBefore: number) {
  if (people.length === 0) return;
  const at = people.map((p) => time(p.at + daysBefore * 86_400_000));
  await sql`insert into users (id, email, password_hash, created_at)
    select id, username || '@sim.local', 'not-a-login', at from unnest(${people.map((p) => p.id)}::uuid[], ${people.map((p) => p.username)}::text[], ${at}::timestamptz[]) as x(id, username, at)`.execute(db);
  // browser_locale is what sign-up records from Accept-Language: the person's language.
  await sql`insert into profiles (user_id, username, browser_locale, created_at, updated_at)
    select id, username, language, at, at from unnest(${people.map((p) => p.id)}::uuid[], ${people.map((p) => p.username)}::text[], ${people.map((p) => p.language)}::text[], ${at}::timestamptz[]) as x(id, username, language, at)`.execute(db);
}

/** Every counter the triggers would have kept, from the rows (only rows that change are written). */
async function setCounters(db: Db) {
  await sql`
    update videos v set like_count = c.likes, share_count = c.shares, comment_count = c.comments, favourite_count = c.saves,
      view_count = c.views, pop_count = c.pops, unpop_count = c.unpops
    from (
      select v2.id,
        coalesce((select count(*) from video_likes x where x.video_id = v2.id), 0)::int as likes,
        coalesce((select count(*) from shares x where x.video_id = v2.id), 0)::int as shares,
        coalesce((select count(*) from comments x where x.video_id = v2.id), 0)::int as comments,
        coalesce((select count(*) from video_favourites x where x.video_id = v2.id), 0)::int as saves,
        coalesce((select count(*) from events x where x.video_id = v2.id), 0)::int as views,
        coalesce((select count(*) from video_reactions x where x.video_id = v2.id and x.type = 'pop'), 0)::int as pops,
        coalesce((select count(*) from video_reactions x where x.video_id = v2.id and x.type = 'unpop'), 0)::int as unpops
      from videos v2
    ) c
    where c.id = v.id and (v.like_count, v.share_count, v.comment_count, v.favourite_count, v.view_count, v.pop_count, v.unpop_count)
      is distinct from (c.likes, c.shares, c.comments, c.saves, c.views, c.pops, c.unpops)`.execute(db);
  await sql`
    update profiles p set follower_count = c.followers, following_count = c.following
    from (
      select p2.user_id,
        (select count(*) from follows f where f.followee_id = p2.user_id)::int as followers,
        (select count(*) from follows f where f.follower_id = p2.user_id)::int as following
      from profiles p2
    ) c
    where c.user_id = p.user_id and (p.follower_count, p.following_count) is distinct from (c.followers, c.following)`.execute(db);
}
