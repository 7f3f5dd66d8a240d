-- Issue 40, item 5: the instance policy. At most one settings row (none until an admin saves: the defaults
-- hold, and a backup restores into a database the migrations left empty), and one row per other server this
-- one has heard of or an admin named. Counts (accounts, followers, videos) are computed when the list is read, never stored.

create table federation_settings (
  -- Always true: the primary key on a constant makes a second row impossible.
  id boolean primary key default true check (id),
  enabled boolean not null default true,
  remote_videos text not null default 'any' check (remote_videos in ('any', 'allow_list')),
  updated_at timestamptz not null default now()
);

create table federation_instances (
  -- Lowercase host, with the port when it is not the scheme's default (the form remote_actors.host has).
  host text primary key check (host ~ '^[a-z0-9.-]+(:[0-9]{1,5})?$' and char_length(host) <= 255),
  -- On the allow-list that remote videos need when federation_settings.remote_videos = 'allow_list'.
  allowed boolean not null default false,
  suspended_at timestamptz,
  limited_at timestamptz,
  -- Null until an activity from it arrives: an admin may name a host before it is ever seen.
  first_seen_at timestamptz,
  last_seen_at timestamptz,
  note text check (char_length(note) <= 500),
  created_at timestamptz not null default now()
);
-- The known-servers list: most recently seen (or named) first.
create index federation_instances_seen_idx on federation_instances ((coalesce(last_seen_at, created_at)) desc, host desc);

-- A limited (or suspended) server's accounts stay out of discovery: For You, Discover, search, tag, place and
-- sound pages, trending tags. A column on the profile, so those reads filter the author row they already join
-- instead of joining the instances table per video; kept in step by the two triggers below, so neither the
-- admin screen nor the code that creates remote accounts can forget it.
alter table profiles add column limited boolean not null default false;
create index profiles_host_idx on profiles (host) where host is not null;

create function profiles_limited_from_instance() returns trigger language plpgsql as $$
begin
  new.limited := new.host is not null and exists (
    select 1 from federation_instances i
    where i.host = new.host and (i.limited_at is not null or i.suspended_at is not null));
  return new;
end $$;
create trigger profiles_limited_from_instance before insert or update of host on profiles
  for each row execute function profiles_limited_from_instance();

create function federation_instances_limit_profiles() returns trigger language plpgsql as $$
declare
  now_limited boolean := new.limited_at is not null or new.suspended_at is not null;
begin
  update profiles set limited = now_limited where host = new.host and limited <> now_limited;
  return null;
end $$;
create trigger federation_instances_limit_profiles after insert or update of limited_at, suspended_at on federation_instances
  for each row execute function federation_instances_limit_profiles();

-- A server is known from its first account here, whichever way that account arrived (an activity in the
-- inbox, or a search that fetched it). Hosts the primary key would refuse (an IPv6 literal) stay unlisted.
create function remote_actors_know_instance() returns trigger language plpgsql as $$
begin
  if new.host ~ '^[a-z0-9.-]+(:[0-9]{1,5})?$' and char_length(new.host) <= 255 then
    insert into federation_instances (host, first_seen_at, last_seen_at) values (new.host, now(), now())
      on conflict (host) do nothing;
  end if;
  return null;
end $$;
create trigger remote_actors_know_instance after insert on remote_actors
  for each row execute function remote_actors_know_instance();
