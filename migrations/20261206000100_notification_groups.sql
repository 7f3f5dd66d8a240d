-- Issue 37 (decision 043): comment, reply, mention and new_video notifications, grouped where they are cheap
-- to read, with per-kind settings. Two triggers on notifications are the one place that decides whether a
-- notification is kept (own action, blocks either way, banned actor, the recipient's in-app setting) and which
-- group it joins, so the follow/like triggers and the services' inserts all get the same rules.

-- GROUP_WINDOW in src/shared/constants.ts; tests/api/notification-groups.test.ts checks they agree.
create function notification_group_window() returns interval language sql immutable as $$ select interval '24 hours' $$;

alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('follow', 'like', 'export_ready', 'comment', 'reply', 'mention', 'new_video'));
-- A deleted comment or chat message takes its notification with it (a deleted video already did).
alter table notifications add column comment_id uuid references comments(id) on delete cascade;
alter table notifications add column chat_message_id uuid references chat_messages(id) on delete cascade;
create index notifications_comment_idx on notifications (comment_id) where comment_id is not null;
create index notifications_chat_message_idx on notifications (chat_message_id) where chat_message_id is not null;

create table notification_groups (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  type text not null,
  -- What events group on: the video (like, comment), the parent comment (reply), none (follow); mention,
  -- new_video and export_ready never group, so theirs is the notification's own id.
  target_id uuid,
  video_id uuid references videos(id) on delete cascade,
  -- The newest member's comment (the one the excerpt quotes); a reply group's target is its parent.
  comment_id uuid references comments(id) on delete set null,
  chat_room_id uuid references chat_rooms(id) on delete cascade,
  -- Kept by the triggers from the member rows, so no foreign key: an erased latest actor hands over to the next.
  from_user_id uuid not null,
  actor_count integer not null default 1,
  latest_actor_ids uuid[] not null,
  excerpt text check (excerpt is null or char_length(excerpt) <= 140),
  read boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index notification_groups_user_idx on notification_groups (user_id, updated_at desc, id desc);
create index notification_groups_unread_idx on notification_groups (user_id) where not read;
create index notification_groups_target_idx on notification_groups (user_id, type, target_id, updated_at desc);

alter table notifications add column group_id uuid references notification_groups(id) on delete cascade;

-- Existing rows: one group each, with the row's id, so links to them keep working.
insert into notification_groups (id, user_id, type, target_id, video_id, from_user_id, latest_actor_ids, read, created_at, updated_at)
select id, user_id, type, case type when 'like' then video_id when 'follow' then null else id end, video_id,
       from_user_id, array[from_user_id], read, created_at, created_at
from notifications;
update notifications set group_id = id;
-- (group, actor): whether an actor is already in a group (each insert asks), and the per-person rows of the
-- actors list and the recount, without walking a 10,000-like group row by row.
create index notifications_group_idx on notifications (group_id, from_user_id, created_at desc);

create table notification_settings (
  user_id uuid not null references users(id) on delete cascade,
  kind text not null check (kind in ('follow', 'like', 'comment', 'reply', 'mention', 'new_video')),
  in_app boolean not null,
  push boolean not null,
  primary key (user_id, kind)
);

-- Everything is on but a new video from someone followed, which is opt-in.
create function notification_wanted(recipient uuid, wanted_kind text, channel text) returns boolean language sql stable as $$
  select coalesce(
    (select case channel when 'push' then s.push else s.in_app end from notification_settings s where s.user_id = recipient and s.kind = wanted_kind),
    wanted_kind <> 'new_video')
$$;

create function notification_admit() returns trigger language plpgsql as $$
declare
  group_target uuid;
  found_group uuid;
  quoted text;
  room uuid;
begin
  if new.type <> 'export_ready' then
    if new.from_user_id = new.user_id then return null; end if;
    if exists (select 1 from blocks b where (b.blocker_id = new.user_id and b.blocked_id = new.from_user_id)
                                         or (b.blocker_id = new.from_user_id and b.blocked_id = new.user_id)) then
      return null;
    end if;
    if exists (select 1 from profiles p where p.user_id = new.from_user_id and (p.banned or p.deactivated_at is not null)) then
      return null;
    end if;
    if not notification_wanted(new.user_id, new.type, 'in_app') then return null; end if;
  end if;
  if new.id is null then new.id := gen_random_uuid(); end if;

  group_target := case new.type
    when 'follow' then null
    when 'like' then new.video_id
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
  if new.type in ('follow', 'like', 'comment', 'reply') then
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
create trigger notifications_admit before insert on notifications for each row execute function notification_admit();

-- Members gone (a deleted comment, an unlike's cleanup, an erased account): once per statement, recount each
-- touched group from its remaining members, and drop the groups left empty.
create function notification_groups_shrink() returns trigger language plpgsql as $$
begin
  delete from notification_groups g
  where g.id in (select distinct group_id from gone where group_id is not null)
    and not exists (select 1 from notifications n where n.group_id = g.id);
  update notification_groups g set
    actor_count = (select count(distinct n.from_user_id) from notifications n where n.group_id = g.id),
    latest_actor_ids = latest.ids,
    from_user_id = latest.ids[1],
    comment_id = newest.comment_id,
    excerpt = coalesce((select left(c.content, 140) from comments c where c.id = newest.comment_id), case when newest.comment_id is null then g.excerpt end)
  from (select distinct group_id from gone where group_id is not null) touched,
  lateral (
    select array_agg(a.from_user_id order by a.at desc) as ids
    from (select n.from_user_id, max(n.created_at) as at from notifications n where n.group_id = touched.group_id
          group by n.from_user_id order by at desc limit 3) a
  ) latest,
  lateral (select n.comment_id from notifications n where n.group_id = touched.group_id order by n.created_at desc limit 1) newest
  where g.id = touched.group_id;
  return null;
end $$;
create trigger notifications_shrink after delete on notifications
  referencing old table as gone for each statement execute function notification_groups_shrink();
