-- Issue 55 item 6 (decision 071): a burst of likes, saves and reposts on one video must not queue on that
-- video's row, nor on its creator's notification group row. Each write still changes the row at once when
-- nobody else is writing it (so a calm tap reads back exact at once); when the row is taken, or changes
-- already wait, the write appends a ledger row instead, in its own transaction, and the settler
-- (src/server/domain/settle/settler.ts) folds the ledger in at most once a SETTLE_WINDOW_MS. Counts are exact
-- once settled: a ledger row commits or rolls back with the like it counts.

create table video_counter_deltas (
  id bigint generated always as identity primary key,
  -- No foreign key: a deleted video's rows are dropped by the next settle, and the key check would lock.
  video_id uuid not null,
  counter text not null,
  delta integer not null
);
-- Newest first per video: "does anything wait?" finds a fresh row at the top, not the settled (dead) ones
-- below it that vacuum has not cleared yet.
create index video_counter_deltas_video_idx on video_counter_deltas (video_id, id);

create or replace function bump_video_counter(video uuid, counter text, delta integer) returns void
language plpgsql as $$
begin
  -- Changes already wait for this video: this one waits with them, so the row is written once a window.
  if not exists (select 1 from video_counter_deltas d where d.video_id = video order by d.id desc limit 1) then
    perform 1 from videos v where v.id = video for no key update skip locked;
    if found then
      -- A statement per counter, not EXECUTE format(…): plpgsql keeps each one's plan, where EXECUTE planned
      -- an UPDATE of the videos row on every like (half a millisecond, most of what a like cost the database).
      case counter
        when 'like_count' then update videos set like_count = greatest(like_count + delta, 0) where id = video;
        when 'favourite_count' then update videos set favourite_count = greatest(favourite_count + delta, 0) where id = video;
        when 'repost_count' then update videos set repost_count = greatest(repost_count + delta, 0) where id = video;
        when 'comment_count' then update videos set comment_count = greatest(comment_count + delta, 0) where id = video;
        when 'share_count' then update videos set share_count = greatest(share_count + delta, 0) where id = video;
        when 'view_count' then update videos set view_count = greatest(view_count + delta, 0) where id = video;
        when 'pop_count' then update videos set pop_count = greatest(pop_count + delta, 0) where id = video;
        when 'unpop_count' then update videos set unpop_count = greatest(unpop_count + delta, 0) where id = video;
      end case;
      return;
    end if;
    -- Gone (deleted in this transaction: its cascade counts nothing), else someone else is writing the row.
    if not exists (select 1 from videos v where v.id = video) then return; end if;
  end if;
  insert into video_counter_deltas (video_id, counter, delta) values (video, counter, delta);
end $$;

-- Folds up to `batch` waiting deltas into their videos; returns the videos whose counts changed. One settler
-- at a time (the others return nothing), so two never lock the same videos in different orders.
create function settle_video_counters(batch integer) returns setof uuid language plpgsql as $$
begin
  if not pg_try_advisory_xact_lock(hashtextextended('settle_video_counters', 71)) then return; end if;
  return query
  with claimed as (
    delete from video_counter_deltas d
    where d.id in (select id from video_counter_deltas order by id limit batch)
    returning d.video_id, d.counter, d.delta
  ), sums as (
    select c.video_id,
      coalesce(sum(c.delta) filter (where c.counter = 'pop_count'), 0) as pops,
      coalesce(sum(c.delta) filter (where c.counter = 'unpop_count'), 0) as unpops,
      coalesce(sum(c.delta) filter (where c.counter = 'comment_count'), 0) as comments,
      coalesce(sum(c.delta) filter (where c.counter = 'share_count'), 0) as shares,
      coalesce(sum(c.delta) filter (where c.counter = 'like_count'), 0) as likes,
      coalesce(sum(c.delta) filter (where c.counter = 'view_count'), 0) as views,
      coalesce(sum(c.delta) filter (where c.counter = 'favourite_count'), 0) as favourites,
      coalesce(sum(c.delta) filter (where c.counter = 'repost_count'), 0) as reposts
    from claimed c group by c.video_id
  )
  update videos v set
    pop_count = greatest(v.pop_count + s.pops, 0),
    unpop_count = greatest(v.unpop_count + s.unpops, 0),
    comment_count = greatest(v.comment_count + s.comments, 0),
    share_count = greatest(v.share_count + s.shares, 0),
    like_count = greatest(v.like_count + s.likes, 0),
    view_count = greatest(v.view_count + s.views, 0),
    favourite_count = greatest(v.favourite_count + s.favourites, 0),
    repost_count = greatest(v.repost_count + s.reposts, 0)
  from sums s where v.id = s.video_id
  returning v.id;
end $$;

-- What a video's counter reads including what still waits: a state read after an unlike, or a pop's answer.
create function video_count_waiting(video uuid, wanted text) returns integer language sql stable as $$
  select coalesce(sum(d.delta), 0)::integer from video_counter_deltas d where d.video_id = video and d.counter = wanted
$$;

-- "Did this person already tell the owner about this video today?" (notify_like, notify_repost, and the tap's
-- lookup of its notification): one index range of that person's rows. With only (from_user_id) and
-- (user_id, created_at), the planner ANDed both and read every notification a popular creator got that day,
-- on every like: the longer the burst, the slower each like.
create index notifications_from_video_idx on notifications (from_user_id, type, video_id, created_at desc);
drop index notifications_from_idx;

-- A member of a notification group whose row was busy: the settler recounts the group and announces it.
create table notification_group_changes (
  id bigint generated always as identity primary key,
  group_id uuid not null,
  notification_id uuid not null,
  at timestamptz not null default now()
);
create index notification_group_changes_group_idx on notification_group_changes (group_id, id);

-- A group's members as the list shows them: how many people, the latest three, the newest member's comment.
create function notification_group_tally(wanted uuid)
returns table (actor_count integer, latest_actor_ids uuid[], newest_comment_id uuid) language sql stable as $$
  select
    (select count(distinct n.from_user_id)::integer from notifications n where n.group_id = wanted),
    (select array_agg(a.from_user_id order by a.at desc)
     from (select n.from_user_id, max(n.created_at) as at from notifications n where n.group_id = wanted
           group by n.from_user_id order by at desc limit 3) a),
    (select n.comment_id from notifications n where n.group_id = wanted order by n.created_at desc limit 1)
$$;

-- The shrink trigger of decision 043, on the shared tally.
create or replace function notification_groups_shrink() returns trigger language plpgsql as $$
begin
  delete from notification_groups g
  where g.id in (select distinct group_id from gone where group_id is not null)
    and not exists (select 1 from notifications n where n.group_id = g.id);
  update notification_groups g set
    actor_count = t.actor_count,
    latest_actor_ids = t.latest_actor_ids,
    from_user_id = t.latest_actor_ids[1],
    comment_id = t.newest_comment_id,
    excerpt = coalesce((select left(c.content, 140) from comments c where c.id = t.newest_comment_id), case when t.newest_comment_id is null then g.excerpt end)
  from (select distinct group_id from gone where group_id is not null) touched,
  lateral notification_group_tally(touched.group_id) t
  where g.id = touched.group_id;
  return null;
end $$;

-- Folds up to `batch` waiting members into their groups, each group once, unread again, dated by its newest
-- member; returns the groups, for their announcement. One settler at a time, as for the counters.
create function settle_notification_groups(batch integer) returns table (user_id uuid, group_id uuid) language plpgsql as $$
begin
  if not pg_try_advisory_xact_lock(hashtextextended('settle_notification_groups', 71)) then return; end if;
  return query
  with claimed as (
    delete from notification_group_changes c
    where c.id in (select id from notification_group_changes order by id limit batch)
    returning c.group_id, c.at
  ), touched as (
    select c.group_id, max(c.at) as at from claimed c group by c.group_id
  )
  update notification_groups g set
    actor_count = t.actor_count,
    latest_actor_ids = t.latest_actor_ids,
    from_user_id = t.latest_actor_ids[1],
    comment_id = coalesce(t.newest_comment_id, g.comment_id),
    excerpt = coalesce((select left(c.content, 140) from comments c where c.id = t.newest_comment_id), g.excerpt),
    read = false,
    updated_at = greatest(g.updated_at, touched.at)
  from touched, lateral notification_group_tally(touched.group_id) t
  where g.id = touched.group_id and t.actor_count > 0
  returning g.user_id, g.id;
end $$;

-- A like's or repost's notification that waits with its group (a burst): the settler writes the batch, each
-- through the admit trigger's rules as they stand then, before it recounts the groups.
create table notifications_waiting (
  id bigint generated always as identity primary key,
  user_id uuid not null references users(id) on delete cascade,
  from_user_id uuid not null references users(id) on delete cascade,
  type text not null check (type in ('like', 'repost')),
  video_id uuid not null references videos(id) on delete cascade,
  created_at timestamptz not null default now()
);
create index notifications_waiting_from_idx on notifications_waiting (from_user_id, type, video_id);

-- Whether the owner's open group of this kind for the video has members waiting for the settler: then a new
-- like's or repost's notification waits too (notify_of_tap), and the tap leaves its announcement to the settler.
create function notification_group_waiting(owner uuid, kind text, video uuid) returns boolean language sql stable as $$
  select exists (
    select 1 from notification_groups g
    where g.user_id = owner and g.type = kind and g.target_id = video and g.updated_at > now() - notification_group_window()
      and exists (select 1 from notification_group_changes c where c.group_id = g.id order by c.id desc limit 1))
$$;

-- A like or repost tells the video's owner, once a day per person and video (a tap undone and done again is
-- one). While the owner's group for it has members waiting, writing the notification row (its indexes, its
-- keys, the admit rules) would be most of what the tap costs: it waits too.
create function notify_of_tap(video uuid, actor uuid, kind text) returns void language plpgsql as $$
declare
  owner uuid;
begin
  select v.user_id into owner from videos v where v.id = video;
  if owner is null or owner = actor then return; end if;
  if exists (select 1 from notifications n where n.from_user_id = actor and n.type = kind and n.video_id = video
               and n.created_at > now() - interval '1 day' and n.user_id = owner)
     or exists (select 1 from notifications_waiting w where w.from_user_id = actor and w.type = kind and w.video_id = video) then
    return;
  end if;
  if notification_group_waiting(owner, kind, video) then
    insert into notifications_waiting (user_id, from_user_id, type, video_id) values (owner, actor, kind, video);
  else
    insert into notifications (user_id, from_user_id, type, video_id) values (owner, actor, kind, video);
  end if;
end $$;

create or replace function notify_like() returns trigger language plpgsql as $$
begin
  perform notify_of_tap(new.video_id, new.user_id, 'like');
  return null;
end $$;

create or replace function notify_repost() returns trigger language plpgsql as $$
begin
  perform notify_of_tap(new.video_id, new.user_id, 'repost');
  return null;
end $$;

-- Writes up to `batch` waiting notifications (one per person, kind and video), dated when they happened;
-- returns how many were kept. One settler at a time.
create function settle_waiting_notifications(batch integer) returns integer language plpgsql as $$
declare
  written integer;
begin
  if not pg_try_advisory_xact_lock(hashtextextended('settle_waiting_notifications', 71)) then return 0; end if;
  -- Each joins its group as a waiting member (notification_admit), counted once by the groups' settle.
  perform set_config('popreel.settling', 'on', true);
  with claimed as (
    delete from notifications_waiting w
    where w.id in (select id from notifications_waiting order by id limit batch)
    returning w.user_id, w.from_user_id, w.type, w.video_id, w.created_at
  )
  insert into notifications (user_id, from_user_id, type, video_id, created_at)
  select distinct on (c.user_id, c.from_user_id, c.type, c.video_id) c.user_id, c.from_user_id, c.type, c.video_id, c.created_at
  from claimed c
  order by c.user_id, c.from_user_id, c.type, c.video_id, c.created_at;
  get diagnostics written = row_count;
  return written;
end $$;

-- The admit trigger of decision 070, with the group found before any lock, and a busy group's update left to
-- the settler.
create or replace function notification_admit() returns trigger language plpgsql as $$
declare
  group_target uuid;
  found_group uuid;
  quoted text;
  room uuid;
begin
  if new.type not in ('export_ready', 'video_posted') then
    if new.from_user_id = new.user_id then return null; end if;
    if exists (select 1 from blocks b where (b.blocker_id = new.user_id and b.blocked_id = new.from_user_id)
                                         or (b.blocker_id = new.from_user_id and b.blocked_id = new.user_id)) then
      return null;
    end if;
    if exists (select 1 from profiles p where p.user_id = new.from_user_id and (p.banned or p.deactivated_at is not null)) then
      return null;
    end if;
    if not notification_wanted(new.user_id, new.type, 'in_app') then return null; end if;
    -- Issue 38: nothing from someone the recipient muted (they are not told), and nothing about a video the
    -- recipient may not watch (a mention in an Only me caption, a Followers video to someone who does not follow).
    if exists (select 1 from mutes m where m.muter_id = new.user_id and m.muted_id = new.from_user_id) then return null; end if;
    if new.video_id is not null and exists (
      select 1 from videos v join profiles a on a.user_id = v.user_id
      where v.id = new.video_id and v.user_id <> new.user_id
        and (v.visibility = 'only_me'
          or ((v.visibility = 'followers' or a.private_account)
              and not exists (select 1 from follows f where f.follower_id = new.user_id and f.followee_id = v.user_id)))) then
      return null;
    end if;
  end if;
  if new.id is null then new.id := gen_random_uuid(); end if;

  group_target := case new.type
    when 'follow' then null
    when 'like' then new.video_id
    when 'repost' then new.video_id
    when 'comment' then new.video_id
    when 'reply' then (select c.parent_id from comments c where c.id = new.comment_id)
    else new.id end;
  if new.comment_id is not null then
    select left(c.content, 140) into quoted from comments c where c.id = new.comment_id;
  end if;
  if new.chat_message_id is not null then
    -- A chat mention quotes nothing: private rooms' words stay in the room.
    select m.room_id into room from chat_messages m where m.id = new.chat_message_id;
  end if;

  if new.type in ('follow', 'like', 'repost', 'comment', 'reply') then
    -- Most events join a group that exists: found without a lock. Only creating one takes the lock, so two
    -- events landing together make one group; the second looks again once the first has committed.
    for attempt in 1..2 loop
      select g.id into found_group from notification_groups g
      where g.user_id = new.user_id and g.type = new.type and g.target_id is not distinct from group_target
        and g.updated_at > now() - notification_group_window()
      order by g.updated_at desc limit 1;
      exit when found_group is not null or attempt = 2;
      perform pg_advisory_xact_lock(hashtextextended(new.user_id::text || new.type || coalesce(group_target::text, ''), 37));
    end loop;
  end if;

  if found_group is null then
    insert into notification_groups (user_id, type, target_id, video_id, comment_id, chat_room_id, from_user_id, latest_actor_ids, excerpt)
    values (new.user_id, new.type, group_target, new.video_id, new.comment_id, room, new.from_user_id, array[new.from_user_id], quoted)
    returning id into found_group;
    new.group_id := found_group;
    return new;
  end if;
  new.group_id := found_group;

  -- Busy: members already wait for the settler, or another event is writing the row right now, or this is the
  -- settler writing a batch of notifications that waited.
  if coalesce(current_setting('popreel.settling', true), '') <> 'on' and not exists (select 1 from notification_group_changes c where c.group_id = found_group order by c.id desc limit 1) then
    perform 1 from notification_groups g where g.id = found_group for no key update skip locked;
    if found then
      update notification_groups g set
        actor_count = g.actor_count + case when exists (
          select 1 from notifications n where n.group_id = g.id and n.from_user_id = new.from_user_id) then 0 else 1 end,
        from_user_id = new.from_user_id,
        latest_actor_ids = (array[new.from_user_id] || array_remove(g.latest_actor_ids, new.from_user_id))[1:3],
        comment_id = coalesce(new.comment_id, g.comment_id),
        excerpt = coalesce(quoted, g.excerpt),
        read = false,
        updated_at = now()
      where g.id = found_group;
      return new;
    end if;
  end if;
  insert into notification_group_changes (group_id, notification_id) values (found_group, new.id);
  return new;
end $$;
