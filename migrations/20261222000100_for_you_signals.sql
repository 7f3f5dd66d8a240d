-- Issue 56: For You learns from watching (decision 075).

-- What each signed-in viewer did with each video they watched, rolled up from video_watches with the studio's
-- numbers (WatchRepo.rollUp). `last_at` is the last watch's report time: the ranker decays the row by its age.
-- A skip is a watch under QUICK_SKIP_MS that did not complete; a rewatch is any watch after the first, or one
-- that played past the video's end.
create table viewer_video_signals (
  user_id uuid not null references users(id) on delete cascade,
  video_id uuid not null references videos(id) on delete cascade,
  creator_id uuid not null references users(id) on delete cascade,
  watches integer not null default 0,
  completions integer not null default 0,
  skips integer not null default 0,
  rewatches integer not null default 0,
  watched_ms bigint not null default 0,
  last_at timestamptz not null,
  primary key (user_id, video_id)
);
create index viewer_video_signals_creator_idx on viewer_video_signals (user_id, creator_id);
create index viewer_video_signals_last_idx on viewer_video_signals (last_at);

-- Each video's watching quality over everyone, as counters that decay (half-life in the rollup): what a
-- discovery slot is chosen by. One row a video, whatever the views.
create table video_watch_quality (
  video_id uuid primary key references videos(id) on delete cascade,
  views double precision not null default 0,
  completions double precision not null default 0,
  skips double precision not null default 0,
  decayed_at timestamptz not null
);

-- What a new person picked to start with: tags (without '#', lower case) and creators.
create table for_you_interests (
  user_id uuid not null references users(id) on delete cascade,
  tag text,
  creator_id uuid references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  check ((tag is null) <> (creator_id is null))
);
create unique index for_you_interests_tag_idx on for_you_interests (user_id, tag) where tag is not null;
create unique index for_you_interests_creator_idx on for_you_interests (user_id, creator_id) where creator_id is not null;

-- "Hide this creator": gone from this person's For You only; search, profiles and suggestions are unchanged.
create table hidden_creators (
  user_id uuid not null references users(id) on delete cascade,
  creator_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, creator_id)
);

-- The two strongest reasons each stored recommendation had, for "Why am I seeing this?".
alter table recommendations add column reasons text[] not null default '{}';
