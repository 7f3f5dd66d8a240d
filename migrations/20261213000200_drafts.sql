-- Drafts (issue 42 item 2, decision 054). A draft is a video its creator has not posted yet: `publish_at` is
-- 'infinity' (never on its own; scheduling will put a time there), and once processed its status is 'held',
-- not 'ready'. Every list, feed, search, tag, notification and federation read asks for 'ready', so a draft is
-- in none of them; only its owner reaches it, by its link and in the Drafts tab. Posting sets 'ready', clears
-- `publish_at` and makes `created_at` the moment it was posted.
alter table videos drop constraint videos_status_check;
alter table videos add constraint videos_status_check check (status in ('processing', 'ready', 'failed', 'held'));
alter table videos add column publish_at timestamptz;
-- The Drafts tab: an account's unposted videos, newest first.
create index videos_unposted_idx on videos (user_id, created_at desc, id desc) where publish_at is not null;
