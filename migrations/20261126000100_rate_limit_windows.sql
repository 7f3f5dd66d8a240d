-- A limit's window starts at a key's first hit and lasts its own length, instead of the clock's minute or
-- hour: a burst across a clock boundary could pass twice the limit, and a view an hour apart by the clock
-- could count twice within minutes. One row per key, so a hit is one upsert on the primary key.
-- Counters live a minute to a day; starting them afresh once, at this migration, forgives current windows.
delete from rate_limits;
alter table rate_limits drop constraint rate_limits_pkey;
alter table rate_limits add column window_seconds integer not null;
alter table rate_limits add primary key (key);
