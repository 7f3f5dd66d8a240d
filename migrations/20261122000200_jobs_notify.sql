-- Wake the workers whenever a job is queued (or re-queued, or moved by hand): NOTIFY is delivered on
-- commit to every listening worker (in the app or `npm run worker`), which works what is due and sets its
-- timer for the next run_at.
create function jobs_notify() returns trigger language plpgsql as $$
begin
  if new.status = 'queued' then
    perform pg_notify('popreel_jobs', new.kind);
  end if;
  return null;
end $$;
create trigger jobs_notify after insert or update of status, run_at on jobs for each row execute function jobs_notify();
