-- Pinned videos (issue 42 item 4): up to three of a creator's videos lead their profile grid, the latest pinned
-- first. The grid's first page reads them on this index, then the rest newest first on videos_user_idx.
alter table videos add column pinned_at timestamptz;
create index videos_pinned_idx on videos (user_id, pinned_at desc) where pinned_at is not null;
