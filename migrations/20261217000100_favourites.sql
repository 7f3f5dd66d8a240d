-- Favourites (issue 55 item 1): the videos a person saved, private to them, newest first in their Favourites
-- tab; each video counts how often it was saved, kept by a trigger like its likes (counters.sql).
create table video_favourites (
  user_id uuid not null references users(id) on delete cascade,
  video_id uuid not null references videos(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, video_id)
);
-- The Favourites tab's keyset: (created_at, video_id) newest first, per person.
create index video_favourites_user_idx on video_favourites (user_id, created_at desc, video_id desc);
-- A video's savers, for the cascade when a video goes and for the count's rebuilds.
create index video_favourites_video_idx on video_favourites (video_id);

alter table videos add column favourite_count integer not null default 0 check (favourite_count >= 0);

create trigger video_favourites_count after insert or delete on video_favourites
  for each row execute function video_child_count('favourite_count');
