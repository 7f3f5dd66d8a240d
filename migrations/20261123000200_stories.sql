-- Stories: processing state (videos are trimmed and encoded by a job), the sticker and where it sits, the
-- length a viewer plays, and who has seen which story.
alter table stories
  add column status text not null default 'ready' check (status in ('processing', 'ready', 'failed')),
  add column sticker text check (sticker is null or sticker in ('heart', 'fire', 'laughing', 'heart-eyes', 'party', 'clap', '100', 'sparkles')),
  add column sticker_x real not null default 0.5 check (sticker_x between 0 and 1),
  add column sticker_y real not null default 0.5 check (sticker_y between 0 and 1),
  add column duration real;

create index stories_active_idx on stories (user_id, expires_at) where status = 'ready';

create table story_views (
  story_id uuid not null references stories(id) on delete cascade,
  viewer_id uuid not null references users(id) on delete cascade,
  seen_at timestamptz not null default now(),
  primary key (story_id, viewer_id)
);
create index story_views_viewer_idx on story_views (viewer_id);
