-- Issue 11: the sound library's search covers the genre too, an extracted original sound is made once per
-- video, and an editor export is tracked from upload to its replaced or new video.

drop index if exists tracks_search_idx;
create index tracks_search_idx on tracks using gin ((title || ' ' || artist || ' ' || coalesce(genre, '')) gin_trgm_ops);
create unique index tracks_audio_path_idx on tracks (audio_path);

create table video_edits (
  id uuid primary key default gen_random_uuid(),
  video_id uuid not null references videos(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  mode text not null check (mode in ('replace', 'new')),
  -- The uploaded export, until the transcode turns it into the playable file.
  upload_path text not null,
  music_track_id uuid references tracks(id) on delete set null,
  status text not null default 'processing' check (status in ('processing', 'ready', 'failed')),
  status_reason text,
  result_video_id uuid references videos(id) on delete set null,
  created_at timestamptz not null default now()
);
create index video_edits_video_idx on video_edits (video_id, created_at desc);
create index video_edits_user_idx on video_edits (user_id, created_at desc);
