-- Watch history (issue 55 item 4, decision 068): the videos a signed-in person watched, one row per video at its
-- latest watch, kept 90 days and seen only by its owner. The player's watch reports write it in the same
-- statement that stores the watch for /studio (video_watches), unless the owner paused recording.
create table watch_history (
  user_id uuid not null references users(id) on delete cascade,
  video_id uuid not null references videos(id) on delete cascade,
  watched_at timestamptz not null default now(),
  primary key (user_id, video_id)
);
-- Settings → Watch history's keyset, last watched first; For You's "watched in the last 14 days" reads it too.
create index watch_history_user_idx on watch_history (user_id, watched_at desc, video_id desc);
-- The hourly prune of rows past 90 days.
create index watch_history_watched_idx on watch_history (watched_at);

alter table profiles add column watch_history_paused boolean not null default false;
