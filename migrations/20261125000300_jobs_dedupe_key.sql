-- Debounced signals (For You's refresh after a view, pop, like or follow; match suggestions after opting in)
-- are queued with INSERT … ON CONFLICT DO NOTHING on this key, so no lookup runs before each one and a view
-- is one statement. A worker clears the key when it claims the job, so the next signal queues a new run.
alter table jobs add column dedupe_key text;
create unique index jobs_queued_dedupe_idx on jobs (dedupe_key) where status = 'queued';
drop index jobs_queued_kind_payload_idx;
