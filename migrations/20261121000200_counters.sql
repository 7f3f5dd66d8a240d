-- Triggers that keep every denormalised counter exact. Each change is a single-row UPDATE, which takes a
-- row lock, so concurrent toggles serialise on the counted row and never lose an increment. greatest(…, 0)
-- keeps a count at 0 even if history was imported without its rows.

create function bump_video_counter(video uuid, counter text, delta integer) returns void
language plpgsql as $$
begin
  execute format('update videos set %I = greatest(%I + $1, 0) where id = $2', counter, counter)
    using delta, video;
end $$;

create function video_reactions_count() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    perform bump_video_counter(old.video_id, old.type || '_count', -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform bump_video_counter(new.video_id, new.type || '_count', 1);
  end if;
  return null;
end $$;
create trigger video_reactions_count after insert or delete or update of type on video_reactions
  for each row execute function video_reactions_count();

create function video_child_count() returns trigger language plpgsql as $$
declare
  counter text := tg_argv[0];
begin
  if tg_op = 'INSERT' then
    perform bump_video_counter(new.video_id, counter, 1);
  else
    perform bump_video_counter(old.video_id, counter, -1);
  end if;
  return null;
end $$;
create trigger video_likes_count after insert or delete on video_likes
  for each row execute function video_child_count('like_count');
create trigger comments_count after insert or delete on comments
  for each row execute function video_child_count('comment_count');
create trigger shares_count after insert or delete on shares
  for each row execute function video_child_count('share_count');
create trigger events_count after insert or delete on events
  for each row execute function video_child_count('view_count');

create function follows_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update profiles set follower_count = follower_count + 1 where user_id = new.followee_id;
    update profiles set following_count = following_count + 1 where user_id = new.follower_id;
  else
    update profiles set follower_count = greatest(follower_count - 1, 0) where user_id = old.followee_id;
    update profiles set following_count = greatest(following_count - 1, 0) where user_id = old.follower_id;
  end if;
  return null;
end $$;
create trigger follows_count after insert or delete on follows
  for each row execute function follows_count();

-- A sound's use count follows the videos that carry it.
create function videos_sound_use() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') and old.music_track_id is not null then
    update tracks set sound_use = greatest(sound_use - 1, 0) where id = old.music_track_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.music_track_id is not null then
    update tracks set sound_use = sound_use + 1 where id = new.music_track_id;
  end if;
  return null;
end $$;
create trigger videos_sound_use_insert after insert or delete on videos
  for each row execute function videos_sound_use();
create trigger videos_sound_use_update after update of music_track_id on videos
  for each row when (old.music_track_id is distinct from new.music_track_id)
  execute function videos_sound_use();

-- Replies are one level deep and belong to the same video as their parent.
create function comments_reply_rules() returns trigger language plpgsql as $$
declare
  parent comments%rowtype;
begin
  if new.parent_id is null then return new; end if;
  select * into parent from comments where id = new.parent_id;
  if not found then
    raise foreign_key_violation using message = 'Parent comment not found';
  end if;
  if parent.video_id <> new.video_id then
    raise check_violation using message = 'A reply must belong to the same video as its comment';
  end if;
  -- Replying to a reply attaches to the top-level comment, keeping one level.
  if parent.parent_id is not null then new.parent_id := parent.parent_id; end if;
  return new;
end $$;
create trigger comments_reply_rules before insert on comments
  for each row execute function comments_reply_rules();

-- Follow and like rows tell the other user.
create function notify_follow() returns trigger language plpgsql as $$
begin
  insert into notifications (user_id, from_user_id, type) values (new.followee_id, new.follower_id, 'follow');
  return null;
end $$;
create trigger follows_notify after insert on follows for each row execute function notify_follow();

create function notify_like() returns trigger language plpgsql as $$
declare
  owner uuid;
begin
  select user_id into owner from videos where id = new.video_id;
  if owner is not null and owner <> new.user_id then
    insert into notifications (user_id, from_user_id, type, video_id) values (owner, new.user_id, 'like', new.video_id);
  end if;
  return null;
end $$;
create trigger video_likes_notify after insert on video_likes for each row execute function notify_like();
