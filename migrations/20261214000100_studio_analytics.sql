-- Creator analytics at /studio (issue 42 item 5, decision 056).
--
-- The player reports each watch (a card's time on screen) by sendBeacon: every few seconds of play, when it
-- reaches the end, and when it leaves the screen or the page is hidden, each time with the same id and the
-- whole time so far, so a report lost as the page closes costs seconds, not the view. The creator's own
-- watches are never stored. A rollup in the workers moves settled watches (no report for two minutes) into one
-- row per video and day, and drops the watches of viewers banned or blocked by then, so `video_watches` only
-- ever holds the last minutes.
create table video_watches (
  id uuid primary key,                        -- chosen by the player: each report of a watch updates it, never adds
  video_id uuid not null references videos(id) on delete cascade,
  creator_id uuid not null references users(id) on delete cascade,
  viewer_id uuid references users(id) on delete cascade,
  viewer bigint not null,                     -- a hash of the account, or of the address signed out
  source text not null check (source in ('for_you', 'following', 'profile', 'search', 'share', 'tag', 'sound', 'other')),
  watched_ms integer not null check (watched_ms >= 0),
  completed boolean not null,
  followed boolean not null default false,    -- the viewer followed the creator from this card
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index video_watches_settled_idx on video_watches (updated_at);
create index video_watches_creator_idx on video_watches (creator_id);

-- One row per video and UTC day: bounded by videos × days, whatever the views.
create table video_daily_stats (
  video_id uuid not null references videos(id) on delete cascade,
  day date not null,
  creator_id uuid not null references users(id) on delete cascade,
  views integer not null default 0,
  viewers integer not null default 0,
  watch_ms bigint not null default 0,
  completions integer not null default 0,
  follows integer not null default 0,
  for_you integer not null default 0,
  following integer not null default 0,
  profile integer not null default 0,
  search integer not null default 0,
  share integer not null default 0,
  tag integer not null default 0,
  sound integer not null default 0,
  other integer not null default 0,
  primary key (video_id, day)
);
create index video_daily_stats_creator_idx on video_daily_stats (creator_id, day);

-- Who watched on which day, for unique viewers over 7, 28 or 60 days; kept for the longest range only.
create table video_viewer_days (
  video_id uuid not null references videos(id) on delete cascade,
  day date not null,
  viewer bigint not null,
  primary key (video_id, day, viewer)
);
create table creator_viewer_days (
  creator_id uuid not null references users(id) on delete cascade,
  day date not null,
  viewer bigint not null,
  primary key (creator_id, day, viewer)
);
