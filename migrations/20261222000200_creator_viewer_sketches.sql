-- Issue 56 item 4: a creator's unique viewers as one HyperLogLog sketch per UTC day (decision 056), in place of
-- one row per viewer and day. /studio merges at most 60 sketches, however many watched; the rollup rewrites a
-- few rows per batch instead of inserting one per viewer.
--
-- `registers` is the sketch as src/server/domain/studio/viewer-sketch.ts stores it: dense, 16,384 one-byte ranks;
-- or sparse while that is smaller, 3 bytes per used register (the register, big-endian, then its rank). A
-- viewer's register is its hash's low 14 bits; its rank is the number of leading zeros of the other 50, plus one.
-- Video-level unique viewers stay exact (video_viewer_days): a video's viewers are few enough to count.
create table creator_viewer_sketches (
  creator_id uuid not null references users(id) on delete cascade,
  day date not null,
  registers bytea not null,
  primary key (creator_id, day)
);

-- The days already kept move over, so no range loses its earlier viewers: sparse while that is smaller, else
-- dense (every register's byte in order, 0 where no viewer fell).
create temporary table kept_registers on commit drop as
select creator_id, day, (viewer & 16383)::int as register,
       max(coalesce(nullif(position(B'1' in substring(viewer::bit(64) from 1 for 50)), 0), 51)) as rank
from creator_viewer_days
group by 1, 2, 3;
create temporary table kept_days on commit drop as
select creator_id, day, count(*) * 3 < 16384 as sparse from kept_registers group by 1, 2;

insert into creator_viewer_sketches (creator_id, day, registers)
select r.creator_id, r.day, string_agg(substring(int4send(r.register * 256 + r.rank) from 2 for 3), ''::bytea order by r.register)
from kept_registers r join kept_days d using (creator_id, day)
where d.sparse
group by r.creator_id, r.day;

insert into creator_viewer_sketches (creator_id, day, registers)
select d.creator_id, d.day, string_agg(set_byte('\x00'::bytea, 0, coalesce(r.rank, 0)), ''::bytea order by g.register)
from kept_days d
cross join generate_series(0, 16383) as g(register)
left join kept_registers r on r.creator_id = d.creator_id and r.day = d.day and r.register = g.register
where not d.sparse
group by d.creator_id, d.day;

drop table creator_viewer_days;
