-- Issue 38 (decision 045): safety and audience controls. Who may watch a video and comment on it, sensitive
-- videos behind a warning, private accounts with follow requests, mutes and muted words.

-- The words of a text as muted words match them: accents taken off (NFD, then the combining marks dropped),
-- lower case by ICU (so É, Σ and Я fold whatever the database's ctype), and every run of spaces and
-- punctuation made one space, padded with a space at each end. A muted word or phrase is stored the same way,
-- so "whole word, any case, any accent" is a substring test: ' cat ' is in ' my cat naps ' but not in ' cats '.
-- Immutable, so generated columns keep it current on every write path (upload, edit, AI caption, seed).
create function popreel_words(t text) returns text
language sql immutable parallel safe strict as $$
  select ' ' || btrim(regexp_replace(
    lower(regexp_replace(normalize(t, NFD), '[\u0300-\u036f]', '', 'g') collate "und-x-icu"),
    '[[:space:][:punct:]]+', ' ', 'g')) || ' '
$$;

alter table videos
  -- Public, Followers (approved followers only), Only me, Unlisted (by its link, listed nowhere).
  add column visibility text not null default 'public' check (visibility in ('public', 'followers', 'only_me', 'unlisted')),
  -- Marked by the creator or a moderator: cards show a blurred poster and the warning until "Show".
  add column sensitive boolean not null default false,
  add column content_warning text check (content_warning is null or char_length(content_warning) between 1 and 100),
  -- Who may comment: everyone, the creator's followers, or no one.
  add column comment_policy text not null default 'everyone' check (comment_policy in ('everyone', 'followers', 'off')),
  add column pinned_comment_id uuid references comments(id) on delete set null,
  add column words text generated always as (popreel_words(title || ' ' || caption)) stored;

alter table comments
  -- Hidden by the video's creator: seen by its author (and the creator, to undo it), no one else.
  add column hidden_at timestamptz,
  add column words text generated always as (popreel_words(content)) stored;

alter table profiles
  -- A private account: following it takes an approved request, and only approved followers see its videos.
  add column private_account boolean not null default false,
  -- "Always show sensitive content": refused to anyone whose age is under 18.
  add column show_sensitive boolean not null default false,
  -- Who may comment on a new upload unless it says otherwise: followers for accounts that start under 16.
  add column comment_default text not null default 'everyone' check (comment_default in ('everyone', 'followers', 'off'));

-- A request to follow a private account, until the account approves (it becomes a follows row) or declines.
create table follow_requests (
  requester_id uuid not null references users(id) on delete cascade,
  target_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (requester_id, target_id),
  check (requester_id <> target_id)
);
create index follow_requests_target_idx on follow_requests (target_id, created_at desc, requester_id desc);

-- A mute: the muted account's videos, comments, stories and notifications leave the muter's lists. The muted
-- account is not told and can still see and follow the muter (unlike a block).
create table mutes (
  muter_id uuid not null references users(id) on delete cascade,
  muted_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (muter_id, muted_id),
  check (muter_id <> muted_id)
);

-- A muted word, phrase or hashtag as typed, and its pattern (popreel_words of it: ' word ' or ' two words ').
-- A hashtag matches its word, so muting #cats hides a caption saying "cats" too. expires_at null: forever.
create table muted_words (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  word text not null check (char_length(word) between 1 and 100),
  pattern text not null generated always as (popreel_words(word)) stored check (pattern <> '  '),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, pattern)
);

-- Notifications follow the same rules (the trigger of decision 043, with two more refusals).
create or replace function notification_admit() returns trigger language plpgsql as $$
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
