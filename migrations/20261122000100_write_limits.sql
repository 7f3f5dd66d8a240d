-- One open report per person and video: moderators see each complaint once (decision 012). Duplicates
-- filed before this rule keep only their first copy.
delete from reports later
  using reports earlier
  where not later.resolved and not earlier.resolved
    and later.reporter_id = earlier.reporter_id and later.video_id = earlier.video_id
    and (later.created_at, later.id) > (earlier.created_at, earlier.id);
create unique index reports_one_open_idx on reports (reporter_id, video_id) where not resolved;

-- A follow or a like toggled off and on again within a day does not notify its owner a second time.
create or replace function notify_follow() returns trigger language plpgsql as $$
begin
  if not exists (
    select 1 from notifications
    where user_id = new.followee_id and from_user_id = new.follower_id and type = 'follow'
      and created_at > now() - interval '1 day'
  ) then
    insert into notifications (user_id, from_user_id, type) values (new.followee_id, new.follower_id, 'follow');
  end if;
  return null;
end $$;

create or replace function notify_like() returns trigger language plpgsql as $$
declare
  owner uuid;
begin
  select user_id into owner from videos where id = new.video_id;
  if owner is not null and owner <> new.user_id and not exists (
    select 1 from notifications
    where user_id = owner and from_user_id = new.user_id and type = 'like' and video_id = new.video_id
      and created_at > now() - interval '1 day'
  ) then
    insert into notifications (user_id, from_user_id, type, video_id) values (owner, new.user_id, 'like', new.video_id);
  end if;
  return null;
end $$;
