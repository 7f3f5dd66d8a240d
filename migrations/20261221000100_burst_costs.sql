-- Issue 55 item 6: what a tap still paid (decision 073).
--
-- A LANGUAGE sql function that PostgreSQL cannot inline is planned again on every call (before PostgreSQL
-- 18). notification_group_waiting ran twice per like and repost (the tap's answer, and notify_of_tap) at
-- 0.66 ms a call, against 0.04 ms for its query: most of what a like cost the database in a burst. PL/pgSQL
-- keeps each statement's plan for the connection's life.
create or replace function notification_group_waiting(owner uuid, kind text, video uuid) returns boolean language plpgsql stable as $$
begin
  return exists (
    select 1 from notification_groups g
    where g.user_id = owner and g.type = kind and g.target_id = video and g.updated_at > now() - notification_group_window()
      and exists (select 1 from notification_group_changes c where c.group_id = g.id order by c.id desc limit 1));
end $$;

-- The same for a counter's waiting changes, read by every state answer after an unlike or a pop.
create or replace function video_count_waiting(video uuid, wanted text) returns integer language plpgsql stable as $$
begin
  return (select coalesce(sum(d.delta), 0)::integer from video_counter_deltas d where d.video_id = video and d.counter = wanted);
end $$;

-- The ledgers are empty when a connection plans these functions, so their plans scan the table; mid-burst
-- they hold thousands of rows, mostly settled and dead until vacuum, and each tap read them all. Their
-- lookups are by an index's leading columns: the index is always the cheaper path.
alter function bump_video_counter(uuid, text, integer) set enable_seqscan = off;
alter function notify_of_tap(uuid, uuid, text) set enable_seqscan = off;
alter function notification_group_waiting(uuid, text, uuid) set enable_seqscan = off;
alter function video_count_waiting(uuid, text) set enable_seqscan = off;

-- SETTLE_WINDOW_MS (src/shared/live-counts.ts), as the database needs it; tests/api/counter-ledger.test.ts
-- holds the two equal.
create function settle_window() returns interval language sql immutable as $$ select interval '1 second' $$;

-- The admit trigger of decision 071, with a like's or repost's group row written at most once a window.
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
    -- A like's or repost's group written within the last window (by a tap or a settle) waits for the next
    -- settle: on a hot video the row is written once a window, not by the first tap after each settle.
    perform 1 from notification_groups g where g.id = found_group
      and (new.type not in ('like', 'repost') or g.updated_at <= now() - settle_window())
      for no key update skip locked;
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

-- The For You refresh a signal asks for (a like, a view, a follow), as one small row per person rather than a
-- queued job per signal: a job row has five indexes, and its NOTIFY made every liker's commit wait for the
-- one before it (PostgreSQL orders notifying commits under one lock). The settler turns due rows into jobs,
-- a batch at a time (ForYouRefreshes).
create table for_you_refreshes (
  user_id uuid primary key references users(id) on delete cascade,
  due_at timestamptz not null
);
