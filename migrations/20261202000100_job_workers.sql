-- Which worker holds a running job (issue 27): each worker holds a PostgreSQL advisory lock keyed by this number
-- on a connection of its own for as long as it lives, so a job whose worker was killed is seen at once (its
-- lock is gone with its connection) and queued again, instead of after the 15-minute stale-lock timer.
alter table jobs add column locked_by integer;

-- The wake-up trigger fires only for rows that become queued: a claim or an outcome (two updates per job)
-- no longer calls the PL/pgSQL function just for it to do nothing.
drop trigger jobs_notify on jobs;
create trigger jobs_notify after insert or update of status, run_at on jobs
  for each row when (new.status = 'queued') execute function jobs_notify();
