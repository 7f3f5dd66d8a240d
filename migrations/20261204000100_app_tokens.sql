-- Issue 36 part 4 (decision 040): personal access tokens and OAuth 2 apps. Every secret is stored as its
-- SHA-256 (hashSecret), never the value; a revoked token is a deleted row, so no lookup can find it again.

create table personal_access_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  scopes text[] not null check (scopes <@ array['read', 'write', 'messages', 'admin'] and cardinality(scopes) > 0),
  token_hash text not null unique,
  -- The first characters of the token, shown in the list so a person can tell their tokens apart.
  hint text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  expires_at timestamptz
);
create index personal_access_tokens_user_idx on personal_access_tokens (user_id, created_at desc);

create table oauth_apps (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  client_id text not null unique,
  -- Null for a public client (a mobile or single-page app): it proves itself with PKCE alone.
  client_secret_hash text,
  redirect_uris text[] not null check (cardinality(redirect_uris) between 1 and 5),
  created_at timestamptz not null default now()
);
create index oauth_apps_owner_idx on oauth_apps (owner_id, created_at desc);

-- One row per person and app they allowed; revoking it deletes every token issued under it.
create table oauth_grants (
  id uuid primary key default gen_random_uuid(),
  app_id uuid not null references oauth_apps(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  scopes text[] not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  unique (app_id, user_id)
);
create index oauth_grants_user_idx on oauth_grants (user_id);

create table oauth_codes (
  code_hash text primary key,
  grant_id uuid not null references oauth_grants(id) on delete cascade,
  scopes text[] not null,
  redirect_uri text not null,
  code_challenge text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table oauth_tokens (
  id uuid primary key default gen_random_uuid(),
  grant_id uuid not null references oauth_grants(id) on delete cascade,
  kind text not null check (kind in ('access', 'refresh')),
  token_hash text not null unique,
  scopes text[] not null,
  expires_at timestamptz not null,
  -- A refresh token is used once (rotation); presenting it again revokes the whole grant.
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index oauth_tokens_grant_idx on oauth_tokens (grant_id);
