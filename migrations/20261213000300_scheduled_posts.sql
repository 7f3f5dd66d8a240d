-- Scheduled posts (issue 42 item 3, decision 055). A scheduled video has a finite `publish_at`; processed, it
-- is 'held' like a draft (decision 054). A sweep in the workers posts every held video whose time has come, in
-- one statement that locks the rows it takes (skip locked), so two workers or a restart never post one twice
-- and a time that passed while nothing ran is posted at the next start. The creator hears of it.
create index videos_scheduled_due_idx on videos (publish_at) where status = 'held';

-- 'video_posted': Popreel's own news to the creator ("Your scheduled video is posted"), like export_ready.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('follow', 'like', 'export_ready', 'comment', 'reply', 'mention', 'new_video', 'video_posted'));

-- The trigger of decisions 043 and 045, unchanged but for Popreel's own news: its sender is its recipient.
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
