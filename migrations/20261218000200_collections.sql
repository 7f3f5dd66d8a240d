-- Collections (issue 55 item 2, decision 069): named sets of a person's favourites, private or public, in the
-- order they arrange them. A video in a collection is a favourite: the composite key to video_favourites makes
-- unsaving a video take it out of every collection, and adding one to a collection saves it first.
create table collections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 50),
  public boolean not null default false,
  -- Its owner's choice of cover among its videos; null (or a video the viewer may not see) falls back to the
  -- latest added one the viewer may see.
  cover_video_id uuid references videos(id) on delete set null,
  position integer not null default 0,
  video_count integer not null default 0 check (video_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id)
);
-- The owner's collections in their order; a profile's public ones.
create index collections_user_idx on collections (user_id, position, created_at);

create table collection_videos (
  collection_id uuid not null,
  user_id uuid not null,
  video_id uuid not null,
  added_at timestamptz not null default now(),
  primary key (collection_id, video_id),
  foreign key (collection_id, user_id) references collections(id, user_id) on delete cascade,
  foreign key (user_id, video_id) references video_favourites(user_id, video_id) on delete cascade
);
-- A collection's grid and player, last added first.
create index collection_videos_order_idx on collection_videos (collection_id, added_at desc, video_id desc);
-- The cascade from an unsaved favourite, and "which of my collections hold this video".
create index collection_videos_favourite_idx on collection_videos (user_id, video_id);

-- The count a collection's tile shows, kept like a video's counts (counters.sql's video_child_count does the
-- same for videos): the 1,000-video limit reads it under the collection's row lock.
create function collection_video_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update collections set video_count = video_count + 1 where id = new.collection_id;
  else
    update collections set video_count = video_count - 1 where id = old.collection_id;
  end if;
  return null;
end $$;
create trigger collection_videos_count after insert or delete on collection_videos
  for each row execute function collection_video_count();
