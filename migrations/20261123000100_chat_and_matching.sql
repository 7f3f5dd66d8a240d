-- Chat: members of private rooms, an ordered sequence per room, counters for the room list, read marks.
-- Matching: an explicit opt-in and the match that owns a private two-person room.

alter table profiles add column matching_opt_in boolean not null default false;
-- Only opted-in adults are ever candidates; the partial index holds exactly them.
create index profiles_matching_idx on profiles (user_id) where matching_opt_in and age >= 18 and not banned;

alter table chat_rooms
  add column last_seq bigint not null default 0,
  add column message_count integer not null default 0 check (message_count >= 0),
  add column last_message_at timestamptz;

alter table chat_messages add column seq bigint;
create unique index chat_messages_room_seq_key on chat_messages (room_id, seq);
drop index chat_messages_room_idx;

-- Number and count the messages of existing installs before the trigger takes over.
update chat_messages m set seq = numbered.seq
  from (select id, row_number() over (partition by room_id order by created_at, id) as seq from chat_messages) numbered
 where numbered.id = m.id;
update chat_rooms r set last_seq = stats.n, message_count = stats.n, last_message_at = stats.last_at
  from (select room_id, count(*) as n, max(created_at) as last_at from chat_messages group by room_id) stats
 where stats.room_id = r.id;

-- Numbering a message takes the room row's lock until commit, so messages of a room commit in seq order:
-- a reader who has seen seq n has seen every seq below it, and "after n" never misses a late commit.
create function chat_messages_number() returns trigger language plpgsql as $$
begin
  update chat_rooms
     set last_seq = last_seq + 1, message_count = message_count + 1, last_message_at = new.created_at
   where id = new.room_id
  returning last_seq into new.seq;
  return new;
end $$;
create trigger chat_messages_number before insert on chat_messages
  for each row execute function chat_messages_number();

create function chat_messages_uncount() returns trigger language plpgsql as $$
begin
  update chat_rooms set message_count = greatest(message_count - 1, 0) where id = old.room_id;
  return old;
end $$;
create trigger chat_messages_uncount after delete on chat_messages
  for each row execute function chat_messages_uncount();

alter table chat_messages alter column seq set not null;

create table chat_room_members (
  room_id uuid not null references chat_rooms(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  primary key (room_id, user_id)
);
create index chat_room_members_user_idx on chat_room_members (user_id);

-- How far each reader has read each room, for unread counts.
create table chat_reads (
  room_id uuid not null references chat_rooms(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  last_read_seq bigint not null default 0,
  primary key (user_id, room_id)
);

-- One row per matched pair (user_a < user_b); its private room closes with it.
create table matches (
  user_a uuid not null references users(id) on delete cascade,
  user_b uuid not null references users(id) on delete cascade,
  room_id uuid not null references chat_rooms(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_a, user_b),
  check (user_a < user_b)
);
create index matches_user_b_idx on matches (user_b);
create index match_suggestions_candidate_idx on match_suggestions (candidate_id);
