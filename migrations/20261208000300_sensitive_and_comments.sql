-- Issue 38 (decision 046): moderators mark a video sensitive (with its warning) or take the mark off, and the
-- audit trail records both. The action kinds are a check constraint (20261125000100_moderation.sql): widened
-- here with every kind it allowed before.
alter table moderation_actions drop constraint moderation_actions_action_check;
alter table moderation_actions add constraint moderation_actions_action_check check (action in (
  'video.hide', 'video.unhide', 'user.ban', 'user.unban', 'user.verify', 'user.unverify',
  'report.resolve', 'report.unresolve', 'moderator.grant', 'moderator.revoke',
  'video.mark_sensitive', 'video.unmark_sensitive'));

