-- Issue 38 part 7 (decision 047): reports on comments, profiles, chat messages, sounds and stories as well as
-- videos, with the ten reasons the anchors use.

-- What a report is about: one kind, and exactly the column of that kind set ('video' by default, so a
-- writer that names only video_id, as every one did, still files a valid report). Every target cascades, as
-- videos always did: a report on something deleted has nothing left to judge or act on, so it leaves the
-- queue, while the moderation trail (plain ids, append-only) keeps whatever was done about it. Expired
-- stories with an open report are kept by the expiry job until a moderator resolves it (StoryRepo.expired).
alter table reports
  add column target_kind text not null default 'video'
    check (target_kind in ('video', 'comment', 'profile', 'chat_message', 'sound', 'story')),
  alter column video_id drop not null,
  add column comment_id uuid references comments(id) on delete cascade,
  add column profile_user_id uuid references users(id) on delete cascade,
  add column chat_message_id uuid references chat_messages(id) on delete cascade,
  add column sound_id uuid references tracks(id) on delete cascade,
  add column story_id uuid references stories(id) on delete cascade;

alter table reports add constraint reports_one_target_check check (
  (target_kind = 'video') = (video_id is not null)
  and (target_kind = 'comment') = (comment_id is not null)
  and (target_kind = 'profile') = (profile_user_id is not null)
  and (target_kind = 'chat_message') = (chat_message_id is not null)
  and (target_kind = 'sound') = (sound_id is not null)
  and (target_kind = 'story') = (story_id is not null));

-- The one id of the target whatever its kind: the duplicate rule and the queue's per-target count read it.
alter table reports add column target_id uuid not null
  generated always as (coalesce(video_id, comment_id, profile_user_id, chat_message_id, sound_id, story_id)) stored;

-- One open report per person and target (it was per person and video).
drop index reports_one_open_idx;
create unique index reports_one_open_idx on reports (reporter_id, target_kind, target_id) where not resolved;
create index reports_target_idx on reports (target_id);
create index reports_kind_queue_idx on reports (target_kind, resolved, created_at desc, id desc);
-- Deleting a comment, account, message, sound or story finds its reports by these (the cascade).
create index reports_comment_idx on reports (comment_id) where comment_id is not null;
create index reports_profile_idx on reports (profile_user_id) where profile_user_id is not null;
create index reports_chat_message_idx on reports (chat_message_id) where chat_message_id is not null;
create index reports_sound_idx on reports (sound_id) where sound_id is not null;
create index reports_story_idx on reports (story_id) where story_id is not null;

-- The ten reasons. 'unsafe' ("Unsafe or harmful content") becomes 'violence', the closest of the ten; the
-- reporter's details are kept, so a moderator still reads what they meant. The API takes 'unsafe' as a
-- deprecated alias of 'violence' until old clients are gone.
alter table reports drop constraint reports_reason_check;
update reports set reason = 'violence' where reason = 'unsafe';
alter table reports add constraint reports_reason_check check (reason in (
  'spam', 'harassment', 'hate', 'violence', 'nudity', 'child_safety', 'self_harm', 'misinformation',
  'intellectual_property', 'other'));
