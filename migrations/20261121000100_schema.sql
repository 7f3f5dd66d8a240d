-- Every entity of spec §3 plus what auth, jobs, rate limits and analytics need.
-- Integrity lives here: foreign keys, one row per pair, CHECKs on enums and counts.
create extension if not exists pg_trgm;

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  created_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  user_agent text
);
create index sessions_user_idx on sessions (user_id);

create table profiles (
  user_id uuid primary key references users(id) on delete cascade,
  username text not null check (username ~ '^[A-Za-z0-9_]{3,30}$'),
  bio text not null default '' check (char_length(bio) <= 200),
  avatar_url text,
  verified boolean not null default false,
  banned boolean not null default false,
  follower_count integer not null default 0 check (follower_count >= 0),
  following_count integer not null default 0 check (following_count >= 0),
  gender text,
  interests text[] not null default '{}',
  age integer check (age is null or age between 13 and 120),
  location text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index profiles_username_key on profiles (lower(username));

create table user_roles (
  user_id uuid not null references users(id) on delete cascade,
  role text not null check (role in ('admin', 'moderator')),
  primary key (user_id, role)
);

create table tracks (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  artist text not null default '',
  genre text,
  duration real not null default 0 check (duration >= 0),
  audio_path text not null,
  license_type text not null default 'user_uploaded',
  sound_use integer not null default 0 check (sound_use >= 0),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index tracks_sound_use_idx on tracks (sound_use desc, id);
create index tracks_created_idx on tracks (created_at desc, id);
create index tracks_search_idx on tracks using gin ((title || ' ' || artist) gin_trgm_ops);

create table places (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 120),
  type text not null default 'restaurant' check (type in ('restaurant', 'bar', 'event', 'venue', 'shop', 'other')),
  address text,
  city text,
  country text,
  lat double precision check (lat is null or lat between -90 and 90),
  lng double precision check (lng is null or lng between -180 and 180),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index places_search_idx on places
  using gin ((coalesce(name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, '')) gin_trgm_ops);

create table videos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  title text not null default 'Untitled Video',
  caption text not null default '',
  storage_path text not null,
  edited_path text,
  thumbnail_url text,
  share_image_url text,
  caption_ai text,
  tags_ai text[] not null default '{}',
  music_track_id uuid references tracks(id) on delete set null,
  place_id uuid references places(id) on delete set null,
  hidden boolean not null default false,
  -- Processing state of the upload: the spec leaves it unnamed (decision 003).
  status text not null default 'processing' check (status in ('processing', 'ready', 'failed')),
  status_reason text,
  duration real,
  width integer,
  height integer,
  created_at timestamptz not null default now(),
  pop_count integer not null default 0 check (pop_count >= 0),
  unpop_count integer not null default 0 check (unpop_count >= 0),
  comment_count integer not null default 0 check (comment_count >= 0),
  share_count integer not null default 0 check (share_count >= 0),
  like_count integer not null default 0 check (like_count >= 0),
  view_count integer not null default 0 check (view_count >= 0)
);
create index videos_feed_idx on videos (created_at desc, id desc) where not hidden and status = 'ready';
create index videos_user_idx on videos (user_id, created_at desc, id desc);
create index videos_place_idx on videos (place_id, created_at desc) where place_id is not null;
create index videos_track_idx on videos (music_track_id, created_at desc) where music_track_id is not null;

create table comments (
  id uuid primary key default gen_random_uuid(),
  video_id uuid not null references videos(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  content text not null check (char_length(btrim(content)) between 1 and 1000),
  parent_id uuid references comments(id) on delete cascade,
  created_at timestamptz not null default now()
);
create index comments_video_idx on comments (video_id, created_at, id);
create index comments_parent_idx on comments (parent_id) where parent_id is not null;

create table video_reactions (
  video_id uuid not null references videos(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  type text not null check (type in ('pop', 'unpop')),
  created_at timestamptz not null default now(),
  primary key (video_id, user_id)
);
create index video_reactions_user_idx on video_reactions (user_id, created_at desc);

create table video_likes (
  video_id uuid not null references videos(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (video_id, user_id)
);
create index video_likes_user_idx on video_likes (user_id, created_at desc);

create table shares (
  id uuid primary key default gen_random_uuid(),
  video_id uuid not null references videos(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now()
);
create index shares_video_idx on shares (video_id);
create index shares_user_idx on shares (user_id, created_at desc);

create table follows (
  follower_id uuid not null references users(id) on delete cascade,
  followee_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id),
  check (follower_id <> followee_id)
);
create index follows_followee_idx on follows (followee_id, created_at desc);

create table blocks (
  blocker_id uuid not null references users(id) on delete cascade,
  blocked_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index blocks_blocked_idx on blocks (blocked_id);

create table events (
  id bigserial primary key,
  user_id uuid references users(id) on delete cascade,
  video_id uuid not null references videos(id) on delete cascade,
  event_type text not null check (event_type in ('view')),
  created_at timestamptz not null default now()
);
create index events_user_video_idx on events (user_id, video_id);
create index events_video_idx on events (video_id);

create table reports (
  id uuid primary key default gen_random_uuid(),
  video_id uuid not null references videos(id) on delete cascade,
  reporter_id uuid not null references users(id) on delete cascade,
  reason text not null check (reason in ('spam', 'harassment', 'unsafe', 'other')),
  details text check (details is null or char_length(details) <= 500),
  resolved boolean not null default false,
  created_at timestamptz not null default now()
);
create index reports_created_idx on reports (created_at desc, id desc);
create index reports_video_idx on reports (video_id);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  from_user_id uuid not null references users(id) on delete cascade,
  type text not null check (type in ('follow', 'like')),
  video_id uuid references videos(id) on delete cascade,
  read boolean not null default false,
  created_at timestamptz not null default now()
);
create index notifications_user_idx on notifications (user_id, created_at desc, id desc);
create index notifications_unread_idx on notifications (user_id) where not read;

create table swipes (
  swiper_id uuid not null references users(id) on delete cascade,
  swiped_id uuid not null references users(id) on delete cascade,
  direction text not null check (direction in ('left', 'right')),
  created_at timestamptz not null default now(),
  primary key (swiper_id, swiped_id),
  check (swiper_id <> swiped_id)
);
create index swipes_swiped_idx on swipes (swiped_id, direction);

create table match_suggestions (
  user_id uuid not null references users(id) on delete cascade,
  candidate_id uuid not null references users(id) on delete cascade,
  score real not null check (score between 0 and 1),
  reasons text[] not null default '{}',
  created_at timestamptz not null default now(),
  primary key (user_id, candidate_id)
);
create index match_suggestions_score_idx on match_suggestions (user_id, score desc);

create table recommendations (
  user_id uuid not null references users(id) on delete cascade,
  video_id uuid not null references videos(id) on delete cascade,
  score double precision not null,
  created_at timestamptz not null default now(),
  primary key (user_id, video_id)
);
create index recommendations_score_idx on recommendations (user_id, score desc, video_id desc);

create table chat_rooms (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 60),
  created_by uuid references users(id) on delete set null,
  is_private boolean not null default false,
  created_at timestamptz not null default now()
);
create index chat_rooms_created_idx on chat_rooms (created_at desc, id desc);

create table chat_messages (
  id uuid primary key default gen_random_uuid(),
  room_id uuid not null references chat_rooms(id) on delete cascade,
  sender_id uuid not null references users(id) on delete cascade,
  content text not null check (char_length(btrim(content)) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index chat_messages_room_idx on chat_messages (room_id, created_at desc, id desc);

create table stories (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  media_path text not null,
  media_type text not null check (media_type in ('image', 'video')),
  thumbnail_path text,
  caption text check (caption is null or char_length(caption) <= 120),
  visibility text not null default 'public' check (visibility in ('public', 'followers')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '24 hours'
);
create index stories_user_idx on stories (user_id, created_at desc);
create index stories_expiry_idx on stories (expires_at);

create table analytics_events (
  id bigserial primary key,
  user_id uuid references users(id) on delete set null,
  name text not null check (name in ('upload_success', 'place_select', 'follow', 'profile_shared', 'place_view', 'chat_message_sent', 'pwa_install_attempt')),
  props jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index analytics_events_name_idx on analytics_events (name, created_at desc);

create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 5,
  run_at timestamptz not null default now(),
  locked_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jobs_ready_idx on jobs (run_at, id) where status = 'queued';
create index jobs_running_idx on jobs (locked_at) where status = 'running';

create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);
