-- Issue 12: the moderation queue pages by status and time, and every moderation action is kept in an
-- append-only audit trail.

create index reports_queue_idx on reports (resolved, created_at desc, id desc);
-- The overview's open-reports-per-reason count reads only this small index.
create index reports_open_reason_idx on reports (reason) where not resolved;

-- Targets are plain ids, not foreign keys: the trail must outlive a deleted video or account, and a
-- cascade would have to edit rows the trigger below keeps read-only. Usernames are kept as they were then.
create table moderation_actions (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid not null,
  actor_username text,
  action text not null check (action in (
    'video.hide', 'video.unhide', 'user.ban', 'user.unban', 'user.verify', 'user.unverify',
    'report.resolve', 'report.unresolve', 'moderator.grant', 'moderator.revoke')),
  video_id uuid,
  target_user_id uuid,
  target_username text,
  report_id uuid,
  note text check (note is null or char_length(note) <= 500),
  created_at timestamptz not null default now()
);
create index moderation_actions_created_idx on moderation_actions (created_at desc, id desc);
create index moderation_actions_report_idx on moderation_actions (report_id) where report_id is not null;
create index moderation_actions_video_idx on moderation_actions (video_id) where video_id is not null;
create index moderation_actions_user_idx on moderation_actions (target_user_id) where target_user_id is not null;

create function moderation_actions_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'moderation_actions is append-only';
end $$;
create trigger moderation_actions_append_only before update or delete on moderation_actions
  for each row execute function moderation_actions_append_only();
