-- Original-sound extraction runs as a job (decision 023). At most one such job per video is queued or running:
-- a request that finds one answers with it, and concurrent first requests meet at this unique index
-- (INSERT … ON CONFLICT DO NOTHING) instead of queuing ffmpeg twice or waiting on a lock.
create unique index jobs_original_sound_active_idx on jobs ((payload->>'videoId'))
  where kind = 'original-sound' and status in ('queued', 'running');
-- The latest job of a video (a finished one says whether it failed for good), for the request and its progress.
create index jobs_original_sound_video_idx on jobs ((payload->>'videoId'), id desc) where kind = 'original-sound';
