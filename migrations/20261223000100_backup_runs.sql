-- Issue 60: the admin health page shows when the last backup was taken. `npm run backup` records each archive it
-- finishes here, after the database snapshot it holds was taken (so an archive never lists itself).
create table backup_runs (
  id bigint generated always as identity primary key,
  finished_at timestamptz not null default now(),
  archive text not null,
  bytes bigint not null check (bytes >= 0)
);
create index backup_runs_finished_idx on backup_runs (finished_at desc);
