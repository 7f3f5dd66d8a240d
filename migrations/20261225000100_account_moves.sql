-- Issue 58: accounts move between servers, as Mastodon's do (Move and alsoKnownAs). "Also known as" lists the
-- accounts elsewhere a person says are theirs, so one of them may move here; a profile that moved points at its
-- new account (local or remote: either is a user here) and stops posting. The dates keep a cooldown between moves.
create table account_aliases (
  user_id uuid not null references users (id) on delete cascade,
  -- The other account's actor id, as its own server names it, and its handle as people type it.
  uri text not null check (length(uri) <= 2000),
  handle text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, uri)
);

alter table profiles
  add column moved_to_user_id uuid references users (id) on delete set null,
  add column moved_at timestamptz,
  -- When an account elsewhere last moved into this one: a move out waits the same cooldown after it.
  add column moved_in_at timestamptz;
create index profiles_moved_to_idx on profiles (moved_to_user_id) where moved_to_user_id is not null;
