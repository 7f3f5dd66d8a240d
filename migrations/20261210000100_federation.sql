-- ActivityPub (issue 40, decision 050). A remote account is a user with a host: it follows, likes, comments and
-- is reported through the same tables as a local one, so every rule that applies to users applies to it.

-- A remote account's username is its handle, `name@host`; a local one keeps the spec's pattern.
alter table profiles add column host text;
alter table profiles drop constraint profiles_username_check;
alter table profiles add constraint profiles_username_check check (
  (host is null and username ~ '^[A-Za-z0-9_]{3,30}$')
  or (host is not null and username ~ '^[^@\s]{1,100}@[^@\s]{1,255}$' and username like '%@' || host)
);

-- Where a remote account lives, as its actor document said the last time it was fetched.
create table remote_actors (
  user_id uuid primary key references users(id) on delete cascade,
  uri text not null unique,
  host text not null,
  inbox text not null,
  shared_inbox text,
  -- The profile page at its origin, linked from its profile here.
  url text,
  fetched_at timestamptz not null default now()
);
create index remote_actors_host_idx on remote_actors (host);

-- Signing keys of local actors (a user, or the instance actor under owner 'instance'): private halves sealed
-- with ACCOUNT_SECRET, as TOTP secrets are.
create table federation_keys (
  owner text primary key,
  rsa_public jsonb not null,
  rsa_private_sealed text not null,
  ed25519_public jsonb not null,
  ed25519_private_sealed text not null,
  created_at timestamptz not null default now()
);

-- Fedify's key-value store (caches, idempotence, circuit breaker): a key is the JSON of its parts.
create table federation_kv (
  key text primary key,
  value jsonb not null,
  expires_at timestamptz
);
create index federation_kv_expires_idx on federation_kv (expires_at) where expires_at is not null;

-- Content that came from elsewhere: its id at its origin, and the page to open it there.
alter table videos add column remote_uri text unique;
alter table videos add column remote_url text;
alter table comments add column remote_uri text unique;
