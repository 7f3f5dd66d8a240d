-- enqueueOnce looks for a waiting job of the same kind and payload on every view, reaction or follow;
-- this keeps that lookup an index probe however many jobs are queued.
create index jobs_queued_kind_payload_idx on jobs (kind, payload) where status = 'queued';
