-- Reposts (issue 55 item 3, decision 070): a person passes a public or unlisted video on to their followers.
-- One row a person and video; the video counts them like its likes (counters.sql), and its creator hears of
-- it, grouped like likes.
create table reposts (
  user_id uuid not null references users(id) on delete cascade,
  video_id uuid not null references videos(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, video_id)
);
-- A person's reposts newest first: their Reposts tab, and Following's merge of each followed person's reposts.
create index reposts_user_idx on reposts (user_id, created_at desc, video_id desc);
-- A video's reposts: the cascade, the count's rebuilds, and "reposted after it was posted" in Following.
create index reposts_video_idx on reposts (video_id, created_at desc);
-- Everyone's reposts newest first: Following's walk for a viewer who follows hundreds (feed-skeletons.ts).
create index reposts_time_idx on reposts (created_at desc, video_id desc);

alter table videos add column repost_count integer not null default 0 check (repost_count >= 0);
create trigger reposts_count after insert or delete on reposts
  for each row execute function video_child_count('repost_count');

alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('follow', 'like', 'repost', 'export_ready', 'comment', 'reply', 'mention', 'new_video', 'video_posted'));
alter table notification_settings drop constraint notification_settings_kind_check;
alter table notification_settings add constraint notification_settings_kind_check
  check (kind in ('follow', 'like', 'repost', 'comment', 'reply', 'mention', 'new_video'));

-- The creator hears of a repost once a day per person and video (a repost, undone and done again, is one).
create function notify_repost() returns trigger language plpgsql as $$
declare
  owner uuid;
begin
  select user_id into owner from videos where id = new.video_id;
  if owner is not null and owner <> new.user_id and not exists (
    select 1 from notifications
    where user_id = owner and from_user_id = new.user_id and type = 'repost' and video_id = new.video_id
      and created_at > now() - interval '1 day'
  ) then
    insert into notifications (user_id, from_user_id, type, video_id) values (owner, new.user_id, 'repost', new.video_id);
  end if;
  return null;
end $$;
create trigger reposts_notify after insert on reposts for each row execute function notify_repost();

-- The admit trigger of decision 055, with reposts grouped on their video like likes.
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

  -- One group per (user, type, target) at a time, even when two events land together.
  perform pg_advisory_xact_lock(hashtextextended(new.user_id::text || new.type || coalesce(group_target::text, ''), 37));
  if new.type in ('follow', 'like', 'repost', 'comment', 'reply') then
    select g.id into found_group from notification_groups g
    where g.user_id = new.user_id and g.type = new.type and g.target_id is not distinct from group_target
      and g.updated_at > now() - notification_group_window()
    order by g.updated_at desc limit 1;
  end if;

  if found_group is null then
    insert into notification_groups (user_id, type, target_id, video_id, comment_id, chat_room_id, from_user_id, latest_actor_ids, excerpt)
    values (new.user_id, new.type, group_target, new.video_id, new.comment_id, room, new.from_user_id, array[new.from_user_id], quoted)
    returning id into found_group;
  else
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
  end if;
  new.group_id := found_group;
  return new;
end $$;
