-- Issue 13: For You goes on past the unseen videos into already-seen ones (flagged, so the app shows a
-- "You're all caught up" divider), and "Not interested" lowers a video and, after repeats, its creator.

alter table recommendations add column seen boolean not null default false;

create table not_interested (
  user_id uuid not null references users(id) on delete cascade,
  video_id uuid not null references videos(id) on delete cascade,
  creator_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, video_id)
);
create index not_interested_creator_idx on not_interested (user_id, creator_id);
