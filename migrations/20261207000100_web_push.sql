-- Issue 37 part 5 (decision 044): Web Push. The server's own keys, made at first start and kept with the data, and
-- the browsers that asked to be told.

-- One row per key the instance holds: several instances starting together each insert their own candidate with
-- on conflict do nothing, then all read the one row that won, so they sign with the same key. A private key is
-- sealed under ACCOUNT_SECRET (account/sealer.ts), never stored plain.
create table instance_keys (
  name text primary key,
  public_key text not null,
  private_key_sealed text not null,
  created_at timestamptz not null default now()
);

-- A browser's PushSubscription: the push service's URL for it and the keys its payloads are encrypted to (RFC
-- 8291). The endpoint belongs to one browser profile, so it is unique: a second account signing in on the same
-- browser takes it over. Deleting the account deletes its subscriptions.
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  endpoint text not null unique check (char_length(endpoint) <= 1024),
  p256dh text not null check (char_length(p256dh) between 80 and 100),
  auth text not null check (char_length(auth) between 16 and 32),
  -- The VAPID public key the browser subscribed with: a push signed with any other key is refused by the push
  -- service, so after the pair changes (configuration, or a key that could no longer be opened) these rows are
  -- dropped rather than tried, and the web app subscribes again with the new key.
  server_key text not null,
  -- 'Chrome 131 on Android', from the User-Agent when it subscribed: how Settings could tell devices apart.
  device_label text not null check (char_length(device_label) <= 80),
  created_at timestamptz not null default now(),
  last_success_at timestamptz
);
create index push_subscriptions_user_idx on push_subscriptions (user_id, created_at desc);
