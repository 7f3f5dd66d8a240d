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
