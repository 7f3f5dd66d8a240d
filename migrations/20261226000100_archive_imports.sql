-- Issue 58 parts 3 and 5: a portable archive (another Popreel's data export) is an import too, and so is the public
-- outbox of one's own account on another server (from_account names it). The zip is kept in storage
-- while its videos are picked and fetched out of it (archive_key, removed after a week); the profile it carries
-- and the accounts it blocked and muted are applied by a job, and each says how it went.
alter table video_imports drop constraint video_imports_source_check;
alter table video_imports add constraint video_imports_source_check check (source in ('tiktok', 'archive', 'outbox'));
alter table video_imports add column from_account text;
alter table video_imports add column archive_key text;
-- {"bio": …, "avatar": "media/avatar.jpg" | null, "applied": false}
alter table video_imports add column profile jsonb;
-- [{"handle": "name@server", "list": "block" | "mute", "status": "listed" | "done" | "not-found"}]
alter table video_imports add column accounts jsonb not null default '[]';

-- What an archive says of each video beyond its caption and date: the file's path in the zip, its settings, its
-- caption tracks and the collections it was in.
alter table video_import_items add column details jsonb;
