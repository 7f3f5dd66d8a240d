-- Issue 57: videos from before ladders get theirs in the background (the `ladders` housekeeping step). One whose
-- ladder could not be made is marked, so the backfill does not try it every hour; its MP4 plays it as before.
alter table videos add column ladder_failed_at timestamptz;
-- What the backfill looks for: ready videos without a ladder, newest first.
create index videos_missing_ladder on videos (created_at desc) where hls_path is null and ladder_failed_at is null;
