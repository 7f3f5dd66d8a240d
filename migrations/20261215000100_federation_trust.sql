-- Issue 52 (decision 057): federation people can trust.

-- 1. A followers-only video's media for remote followers: an unguessable key per video that its capability links
-- carry (/v/{id}/video.mp4?key=…), made again whenever the video's audience narrows so a link handed out before
-- stops working (the audience rule still applies to every request that carries it).
alter table videos add column media_key text not null default replace(gen_random_uuid()::text, '-', '');

create function popreel_audience_rank(visibility text, hidden boolean) returns int language sql immutable parallel safe as $$
  select case when hidden then 0 when visibility = 'public' then 3 when visibility = 'unlisted' then 2 when visibility = 'followers' then 1 else 0 end $$;

create function videos_new_media_key_when_narrowed() returns trigger language plpgsql as $$
begin
  if popreel_audience_rank(new.visibility, new.hidden) < popreel_audience_rank(old.visibility, old.hidden) then
    new.media_key := replace(gen_random_uuid()::text, '-', '');
  end if;
  return new;
end $$;
create trigger videos_new_media_key_when_narrowed before update of visibility, hidden on videos
  for each row execute function videos_new_media_key_when_narrowed();

-- 2. Where each local Note (a video or a comment) was delivered, and to whom it was addressed then, so that
-- narrowing its audience retracts it from exactly those inboxes. Rows outlive the video (no foreign key): a
-- deletion still knows where to send its Delete.
create table federation_deliveries (
  object_uri text not null,
  -- The video's or comment's id, the Note's id here.
  local_id uuid not null,
  inbox text not null,
  -- The local author, for an actor's Delete (a ban, an erasure) to every server that holds anything of theirs.
  user_id uuid not null,
  audience text not null check (audience in ('public', 'unlisted', 'followers')),
  sent_at timestamptz not null default now(),
  primary key (object_uri, inbox)
);
create index federation_deliveries_user_idx on federation_deliveries (user_id);
create index federation_deliveries_local_idx on federation_deliveries (local_id);

-- 3. What a remote actor's document said: its followers collection (a post addressed to it is followers-only)
-- and its avatar (fetched like a local one when it changes).
alter table remote_actors add column followers_uri text, add column icon_url text;

-- 4. Policy by domain: a rule on evil.example holds for a.evil.example:8443 too. Policy rows name a domain,
-- never a port (a port is a way around a suspension, not another server).
create function popreel_host_domain(host text) returns text language sql immutable parallel safe as $$
  select lower(regexp_replace(host, ':[0-9]{1,5}$', '')) $$;

-- a.evil.example → {a.evil.example, evil.example, example}: the rows that may hold a domain's policy.
create function popreel_domain_and_parents(domain text) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(array_to_string(parts[i:], '.') order by i), '{}')
  from (select string_to_array(domain, '.') as parts) p, generate_subscripts(p.parts, 1) as i $$;

create index remote_actors_domain_idx on remote_actors (popreel_host_domain(host));

create table federation_blocklists (
  id uuid primary key default gen_random_uuid(),
  url text not null unique check (char_length(url) <= 2000),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  fetched_at timestamptz,
  fetch_error text check (char_length(fetch_error) <= 500),
  -- The list as last fetched, waiting for an admin to apply it; null when there is nothing to review.
  pending jsonb,
  -- The entries applied from it: [{"domain", "severity", "comment"}].
  applied jsonb not null default '[]'
);

-- Ports folded into their domain: the strictest rule of the rows folded wins.
create temporary table folded_instances on commit drop as
  select popreel_host_domain(host) as host, bool_or(allowed) as allowed, min(suspended_at) as suspended_at, min(limited_at) as limited_at,
    min(first_seen_at) as first_seen_at, max(last_seen_at) as last_seen_at, min(note) as note, min(created_at) as created_at
  from federation_instances group by 1;
delete from federation_instances;
alter table federation_instances drop constraint federation_instances_host_check;
alter table federation_instances add constraint federation_instances_host_check check (host ~ '^[a-z0-9.-]+$' and char_length(host) <= 253);
insert into federation_instances (host, allowed, suspended_at, limited_at, first_seen_at, last_seen_at, note, created_at)
  select host, allowed, suspended_at, limited_at, first_seen_at, last_seen_at, note, created_at from folded_instances
  where host ~ '^[a-z0-9.-]+$' and char_length(host) <= 253;
-- The subscription whose list set this row's suspend or limit; null when an admin (or a CSV import) did.
alter table federation_instances add column blocklist_id uuid references federation_blocklists(id) on delete set null;

alter table federation_settings add column allow_list_only boolean not null default false;

create or replace function profiles_limited_from_instance() returns trigger language plpgsql as $$
begin
  new.limited := new.host is not null and exists (
    select 1 from federation_instances i
    where i.host = any(popreel_domain_and_parents(popreel_host_domain(new.host))) and (i.limited_at is not null or i.suspended_at is not null));
  return new;
end $$;

create or replace function federation_instances_limit_profiles() returns trigger language plpgsql as $$
begin
  update profiles p set limited = ruled.now_limited
  from (
    select q.user_id, exists (
      select 1 from federation_instances i
      where i.host = any(popreel_domain_and_parents(popreel_host_domain(q.host))) and (i.limited_at is not null or i.suspended_at is not null)) as now_limited
    from profiles q
    where q.host is not null and (popreel_host_domain(q.host) = new.host or popreel_host_domain(q.host) like '%.' || new.host)
  ) ruled
  where p.user_id = ruled.user_id and p.limited <> ruled.now_limited;
  return null;
end $$;

create or replace function remote_actors_know_instance() returns trigger language plpgsql as $$
declare
  domain text := popreel_host_domain(new.host);
begin
  if domain ~ '^[a-z0-9.-]+$' and char_length(domain) <= 253 then
    insert into federation_instances (host, first_seen_at, last_seen_at) values (domain, now(), now())
      on conflict (host) do nothing;
  end if;
  return null;
end $$;

-- Every remote profile judged again under the domain rule.
update profiles set host = host where host is not null;

-- 5. Every instance-policy change is in the moderation log, with the server it was about.
alter table moderation_actions add column target_host text check (char_length(target_host) <= 2000);
alter table moderation_actions drop constraint moderation_actions_action_check;
alter table moderation_actions add constraint moderation_actions_action_check check (action in (
  'video.hide', 'video.unhide', 'user.ban', 'user.unban', 'user.verify', 'user.unverify',
  'report.resolve', 'report.unresolve', 'moderator.grant', 'moderator.revoke',
  'video.mark_sensitive', 'video.unmark_sensitive',
  'server.suspend', 'server.unsuspend', 'server.limit', 'server.unlimit', 'server.allow', 'server.disallow',
  'federation.settings', 'blocklist.import', 'blocklist.subscribe', 'blocklist.unsubscribe', 'blocklist.apply'));
