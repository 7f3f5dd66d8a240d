-- Resumable uploads (issue 42 item 1, decision 053): a video's bytes arrive over tus in any number of PATCH
-- requests. Each request's bytes are stored as one part in the blob store (disk or S3, so any machine may take
-- the next request); this row is the upload's state. `upload_offset` moves only after a part is stored, and only
-- from the offset the request was made at, so two requests racing for one upload cannot both land.
create table resumable_uploads (
  id text primary key check (id ~ '^[0-9a-f]{32}$'),
  user_id uuid not null references users(id) on delete cascade,
  size bigint not null check (size > 0),
  upload_offset bigint not null default 0 check (upload_offset >= 0 and upload_offset <= size),
  -- The stored parts' names, in order (`<start offset>-<random>`: two requests racing from one offset store apart).
  parts text[] not null default '{}',
  -- The video the finished upload became: a repeated "make it a video" answers with it instead of a second post.
  video_id uuid references videos(id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index resumable_uploads_user_idx on resumable_uploads (user_id, created_at desc);
create index resumable_uploads_expiry_idx on resumable_uploads (expires_at);
