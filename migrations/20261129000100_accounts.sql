-- Accounts people can trust (issue 24, decision 025): e-mail verification and change, password reset, two-factor
-- (TOTP and recovery codes), passkeys, sessions with last use, data exports and deletion with a grace period.
-- No token, code or secret is stored as given: link tokens, tickets, recovery codes and WebAuthn challenges
-- are SHA-256 hashes; the TOTP secret is sealed with AES-256-GCM under ACCOUNT_SECRET.

alter table users
  add column email_verified_at timestamptz,
  -- 'v1.<iv>.<tag>.<ciphertext>' (account-secrets.ts); set at setup, confirmed by totp_enabled_at.
  add column totp_secret text,
  add column totp_enabled_at timestamptz,
  -- The last accepted 30-second step: a code is never accepted twice.
  add column totp_last_step bigint;

-- Deactivated: the person asked for deletion. Everything they posted is out of every read (the ban rule,
-- visibility.ts); after the grace period the erase job removes the account and this row with it.
alter table profiles add column deactivated_at timestamptz;
create index profiles_deactivated_idx on profiles (deactivated_at) where deactivated_at is not null;

alter table sessions add column last_seen_at timestamptz not null default now();

-- Single-use links and tickets: password reset, e-mail verification, address change, the second sign-in step.
create table account_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('password_reset', 'email_verify', 'email_change', 'two_factor')),
  token_hash text not null unique,
  -- The address a verification was sent to, or the new address of a change.
  email text,
  -- What a two-factor ticket answers with: a cookie session or a bearer token.
  mode text check (mode in ('cookie', 'token')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index account_tokens_user_idx on account_tokens (user_id, purpose);
create index account_tokens_expires_idx on account_tokens (expires_at);

create table recovery_codes (
  user_id uuid not null references users(id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

create table passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  credential_id text not null unique,
  public_key bytea not null,
  counter bigint not null default 0 check (counter >= 0),
  transports text[] not null default '{}',
  backed_up boolean not null default false,
  name text not null check (char_length(name) between 1 and 60),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_user_idx on passkeys (user_id, created_at);

-- A WebAuthn challenge waiting for its answer (registration: the user's; sign-in: anyone's), by hash.
create table webauthn_challenges (
  challenge_hash text primary key,
  user_id uuid references users(id) on delete cascade,
  purpose text not null check (purpose in ('register', 'sign_in')),
  expires_at timestamptz not null
);
create index webauthn_challenges_expires_idx on webauthn_challenges (expires_at);

create table data_exports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'ready', 'failed', 'expired')),
  storage_key text,
  size_bytes bigint,
  created_at timestamptz not null default now(),
  ready_at timestamptz,
  expires_at timestamptz
);
create index data_exports_user_idx on data_exports (user_id, created_at desc);
-- One export in the making per account.
create unique index data_exports_one_pending on data_exports (user_id) where status = 'pending';

alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (type in ('follow', 'like', 'export_ready'));

-- What an export reads and an erasure deletes or rewrites, by the account: without these each one would scan
-- the whole of comments, chat messages and notifications.
create index comments_user_idx on comments (user_id);
create index chat_messages_sender_idx on chat_messages (sender_id);
create index notifications_from_idx on notifications (from_user_id);
create index analytics_events_user_idx on analytics_events (user_id) where user_id is not null;
create index reports_reporter_idx on reports (reporter_id);
create index tracks_created_by_idx on tracks (created_by) where created_by is not null;
create index not_interested_creator_only_idx on not_interested (creator_id);

-- Demo and existing accounts predate verification; they count as verified.
update users set email_verified_at = created_at where email_verified_at is null;

-- The spec's For You fallback follows the same rule as every other read: no deactivated creators either.
create or replace function get_personalized_feed(
  _user_id uuid,
  _limit integer default 10,
  _offset integer default 0,
  _w_new double precision default 0.5,
  _w_follow double precision default 0.3,
  _w_like double precision default 0.15,
  _w_view double precision default 0.05
) returns table (video_id uuid, score double precision)
language sql stable as $$
  with visible as (
    select v.id, v.user_id, v.created_at, v.like_count, v.pop_count, v.view_count
    from videos v
    join profiles author on author.user_id = v.user_id and not author.banned and author.deactivated_at is null
    where not v.hidden and v.status = 'ready'
      and not exists (select 1 from blocks b where b.blocker_id = _user_id and b.blocked_id = v.user_id)
  ),
  scored as (
    select visible.id,
      _w_new * exp(-extract(epoch from now() - visible.created_at) / (3 * 86400.0))
      + _w_follow * (exists (select 1 from follows f where f.follower_id = _user_id and f.followee_id = visible.user_id))::int
      + _w_like * (1 - 1 / (1 + ln(1 + visible.like_count + visible.pop_count)))
      + _w_view * (1 - 1 / (1 + ln(1 + visible.view_count)))
      - (exists (select 1 from events e where e.user_id = _user_id and e.video_id = visible.id))::int as score
    from visible
  )
  select scored.id, scored.score from scored
  order by scored.score desc, scored.id
  limit _limit offset _offset
$$;
