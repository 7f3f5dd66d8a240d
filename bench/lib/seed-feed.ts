import pg from 'pg';

export const SCALE = { users: 10_000, videos: 100_000, likes: 500_000, reactions: 500_000, follows: 100_000, viewerFollows: 1_000 };
export const VIEWER_EMAIL = 'viewer@bench.example.com';

/**
 * Bulk data for bench/feed, made in SQL. Triggers are switched off while loading (replica role) and every
 * counter is then computed once from the rows, so the result is exactly what the triggers would have kept.
 */
export async function seedFeedData(url: string, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query('select count(*)::int as n from videos');
    if (existing.rows[0].n >= SCALE.videos) return log(`reusing the seeded database (${existing.rows[0].n} videos)`);
    const step = async (label: string, sql: string) => {
      const started = Date.now();
      await client.query(sql);
      log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    };
    log('seeding: this runs once and is kept in the database');
    await client.query('begin');
    await client.query("set local session_replication_role = replica");
    await step('users and profiles', `
      insert into users (id, email, password_hash)
        select gen_random_uuid(), 'u' || g || '@bench.local', 'not-a-login' from generate_series(1, ${SCALE.users}) g;
      insert into profiles (user_id, username) select id, 'u_' || substr(replace(id::text, '-', ''), 1, 16) from users where email like 'u%@bench.local';
      create temporary table users_n as select row_number() over (order by id) as n, id from users where email like 'u%@bench.local';
      create index on users_n (n);`);
    await step('videos', `
      insert into videos (user_id, caption, storage_path, thumbnail_url, status, created_at, duration)
        select u.id, 'bench video ' || g || ' #bench #tag' || (g % 50), u.id || '/' || g || '.mp4',
               'thumbnails/' || u.id || '/' || g || '.jpg', 'ready', now() - (g * interval '37 seconds'), 4
        from generate_series(1, ${SCALE.videos}) g
        join users_n u on u.n = 1 + abs(hashint4(g)) % ${SCALE.users};
      update videos set hidden = true where abs(hashint4(extract(epoch from created_at)::int)) % 100 = 0;
      create temporary table videos_n as select row_number() over (order by id) as n, id from videos;
      create index on videos_n (n);`);
    await step('likes', `
      insert into video_likes (video_id, user_id)
        select v.id, u.id from generate_series(1, ${SCALE.likes}) g
        join videos_n v on v.n = 1 + abs(hashint4(g)) % ${SCALE.videos}
        join users_n u on u.n = 1 + abs(hashint4(g + 7777777)) % ${SCALE.users}
      on conflict do nothing;`);
    await step('reactions', `
      insert into video_reactions (video_id, user_id, type)
        select v.id, u.id, case when g % 4 = 0 then 'unpop' else 'pop' end from generate_series(1, ${SCALE.reactions}) g
        join videos_n v on v.n = 1 + abs(hashint4(g + 3333333)) % ${SCALE.videos}
        join users_n u on u.n = 1 + abs(hashint4(g + 5555555)) % ${SCALE.users}
      on conflict do nothing;`);
    await step('follows', `
      insert into follows (follower_id, followee_id)
        select a.id, b.id from generate_series(1, ${SCALE.follows}) g
        join users_n a on a.n = 1 + abs(hashint4(g + 11111111)) % ${SCALE.users}
        join users_n b on b.n = 1 + abs(hashint4(g + 22222222)) % ${SCALE.users}
        where a.id <> b.id
      on conflict do nothing;`);
    await step('counters from rows', `
      update videos v set like_count = c.n from (select video_id, count(*)::int n from video_likes group by 1) c where c.video_id = v.id;
      update videos v set pop_count = c.pops, unpop_count = c.unpops from (
        select video_id, count(*) filter (where type = 'pop')::int pops, count(*) filter (where type = 'unpop')::int unpops
        from video_reactions group by 1) c where c.video_id = v.id;
      update profiles p set follower_count = c.n from (select followee_id, count(*)::int n from follows group by 1) c where c.followee_id = p.user_id;
      update profiles p set following_count = c.n from (select follower_id, count(*)::int n from follows group by 1) c where c.follower_id = p.user_id;`);
    await client.query('commit');
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The measured viewer follows 1,000 creators, so their Following feed is about 10,000 videos deep. */
export async function prepareViewer(url: string, viewerId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into follows (follower_id, followee_id)
         select $1, id from users where id <> $1 and email like 'u%@bench.local' order by id limit ${SCALE.viewerFollows}
       on conflict do nothing`,
      [viewerId],
    );
    await client.query('analyze follows');
  } finally {
    await client.end();
  }
}

/**
 * Issue 38's rules with something to do (idempotent, so a reused database gets the same mix): of the videos,
 * 5 % Followers, 2 % Only me and 2 % Unlisted; 2 % of creators private; the viewer mutes 20 creators they follow
 * and 20 they do not, and mutes 10 words, three of which (#tag7, tag13, TAG21) hide 6 % of captions.
 */
export async function prepareAudience(url: string, viewerId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`update videos set visibility = case
        when abs(hashint4(extract(epoch from created_at)::int + 17)) % 100 < 5 then 'followers'
        when abs(hashint4(extract(epoch from created_at)::int + 17)) % 100 < 7 then 'only_me'
        when abs(hashint4(extract(epoch from created_at)::int + 17)) % 100 < 9 then 'unlisted'
        else 'public' end`);
    await client.query(`update profiles set private_account = abs(hashtext(user_id::text)) % 100 < 2 where user_id <> $1`, [viewerId]);
    await client.query(
      `insert into mutes (muter_id, muted_id)
         (select $1::uuid, followee_id from follows where follower_id = $1 order by followee_id limit 20)
         union
         (select $1::uuid, id from users where email like 'u%@bench.local'
            and id not in (select followee_id from follows where follower_id = $1) order by id limit 20)
       on conflict do nothing`,
      [viewerId],
    );
    const words = ['#tag7', 'tag13', 'TAG21', 'spoiler', 'politique', 'crypto', 'giveaway', 'élection', 'diet', 'gossip'];
    for (const word of words) {
      await client.query('insert into muted_words (user_id, word) values ($1, $2) on conflict (user_id, pattern) do nothing', [viewerId, word]);
    }
    await client.query('analyze videos; analyze profiles; analyze mutes; analyze muted_words');
  } finally {
    await client.end();
  }
}

/**
 * Issue 55: reposts in Following. One in ten of the creators (10 % of the follow graph) reposts ten public videos
 * of others, each some minutes to a day after it was posted (never in the future); idempotent, so a reused
 * database gets the same reposts. Loaded without triggers (no notifications), the counts computed from the rows.
 */
export async function prepareReposts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query('select count(*)::int as n from reposts');
    if (existing.rows[0].n > 0) return existing.rows[0].n as number;
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(`
      with reposters as (
        select id, row_number() over (order by id) as n from users where email like 'u%@bench.local' and abs(hashtext(id::text)) % 10 = 0),
      public_videos as (
        select id, user_id, created_at, row_number() over (order by id) as n from videos where visibility = 'public' and not hidden),
      total as (select count(*) as n from public_videos)
      insert into reposts (user_id, video_id, created_at)
      select r.id, v.id, least(now(), v.created_at + (1 + abs(hashint4((r.n * 10 + k)::int)) % 1440) * interval '1 minute')
      from reposters r cross join generate_series(1, 10) k
      join public_videos v on v.n = 1 + abs(hashint4((r.n * 10 + k + 99999)::int)) % (select n from total)
      where v.user_id <> r.id
      on conflict do nothing`);
    await client.query(`update videos v set repost_count = c.n from (select video_id, count(*)::int n from reposts group by 1) c where c.video_id = v.id`);
    await client.query('commit');
    await client.query('analyze reposts');
    return (await client.query('select count(*)::int as n from reposts')).rows[0].n as number;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
