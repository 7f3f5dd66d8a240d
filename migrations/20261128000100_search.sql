-- Search, hashtag pages and trending tags (issue 23, decision 024). PostgreSQL stays the one store: a weighted
-- tsvector per video kept by a trigger, a word list for typo correction, hashtags in their own table with
-- counts kept by triggers, and trending counts kept by a job. Works on PostgreSQL 15 and 17 (pg_trgm is in
-- the first migration).

-- The hashtags a caption carries: '#' then letters, digits or '_' (the web's hashtagsOf), lowercased, in order.
create function caption_hashtags(caption text) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct lower(m[1])), '{}')
  from regexp_matches(coalesce(caption, ''), '#([[:alnum:]_]{1,50})', 'g') m
$$;

-- A video's hashtags: its caption's and its AI tags, lowercased, once each.
create function video_hashtags(caption text, tags_ai text[]) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct t), '{}') from (
    select unnest(caption_hashtags(caption)) t
    union
    select lower(regexp_replace(a, '^#', '')) from unnest(coalesce(tags_ai, '{}')) a where a ~ '^#?[[:alnum:]_]{1,50}$'
  ) s
$$;

-- The order a search keeps before text relevance: engagement on a log scale plus creation time, one unit per
-- three days (a newer video needs e≈2.7× less engagement to rank the same). It depends only on the row, so it
-- is a column with an index, and "recency" needs no recomputation as time passes.
create function video_search_boost(likes int, pops int, unpops int, comments int, shares int, created timestamptz)
returns float8 language sql immutable parallel safe as $$
  select ln(1 + greatest(likes + pops - unpops + comments + shares, 0)) + extract(epoch from created) / 259200
$$;

-- What a search matches, by weight: the caption (A), hashtags (B), the AI caption (C), the sound and place (D).
create function video_search_doc(caption text, tags_ai text[], caption_ai text, track uuid, place uuid)
returns tsvector language sql stable parallel safe as $$
  select setweight(to_tsvector('english', coalesce(caption, '')), 'A')
      || setweight(to_tsvector('english', array_to_string(video_hashtags(caption, tags_ai), ' ')), 'B')
      || setweight(to_tsvector('english', coalesce(caption_ai, '')), 'C')
      || setweight(to_tsvector('english', coalesce((select title || ' ' || artist from tracks where id = track), '')
                                          || ' ' || coalesce((select name from places where id = place), '')), 'D')
$$;

alter table videos add column search_doc tsvector;
alter table videos add column search_boost float8 not null default 0;

create function videos_search_fields() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.caption is distinct from old.caption or new.tags_ai is distinct from old.tags_ai
     or new.caption_ai is distinct from old.caption_ai or new.music_track_id is distinct from old.music_track_id
     or new.place_id is distinct from old.place_id or new.search_doc is null then
    new.search_doc := video_search_doc(new.caption, new.tags_ai, new.caption_ai, new.music_track_id, new.place_id);
  end if;
  new.search_boost := video_search_boost(new.like_count, new.pop_count, new.unpop_count, new.comment_count, new.share_count, new.created_at);
  return new;
end $$;
create trigger videos_search_fields before insert or update on videos
  for each row execute function videos_search_fields();

-- fastupdate off: a search reads the index alone, never a pending list of recent rows (which autovacuum
-- would fold in only later); uploads are rare next to searches, so each pays its own index update.
create index videos_search_doc_idx on videos using gin (search_doc) with (fastupdate = off);
create index videos_search_boost_idx on videos (search_boost desc, id desc) where not hidden and status = 'ready';

-- The words people write (lowercased, 3–30 letters), for typo correction: each word of 4+ letters is stored
-- with its one-letter deletions, so a query word one edit away (a wrong, missing, extra or swapped letter)
-- meets it on an index lookup (symmetric deletion); pg_trgm similarity catches longer misspellings.
create table search_words (word text primary key);
create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops) with (fastupdate = off);
create table search_word_variants (variant text not null, word text not null references search_words(word) on delete cascade, primary key (variant, word));

create function search_deletions(word text) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct left(word, i - 1) || substr(word, i + 1)), '{}') from generate_series(1, char_length(word)) i
$$;

create function search_learn_words(body text) returns void language sql as $$
  with words as (
    select distinct lower(m[1]) as word from regexp_matches(coalesce(body, ''), '([[:alnum:]]{3,30})', 'g') m
  ), added as (
    insert into search_words (word) select word from words on conflict do nothing returning word
  )
  insert into search_word_variants (variant, word)
    select unnest(search_deletions(word)), word from added where char_length(word) >= 4
  on conflict do nothing
$$;

-- Hashtags of listed videos (ready and not hidden): the rows exist exactly while the video can be listed, so
-- a tag's count is a counter, not a scan. created_at is the video's, the moment of the use.
create table video_tags (
  tag text not null,
  video_id uuid not null references videos(id) on delete cascade,
  created_at timestamptz not null,
  primary key (tag, video_id)
);
create index video_tags_video_idx on video_tags (video_id);
create index video_tags_newest_idx on video_tags (tag, created_at desc, video_id desc);
create index video_tags_recent_idx on video_tags (created_at);

-- Every tag ever listed; video_count by trigger (reconciled by the trending job, which also leaves out banned
-- creators), uses_24h by the trending job.
create table tags (
  name text primary key,
  video_count integer not null default 0 check (video_count >= 0),
  uses_24h integer not null default 0 check (uses_24h >= 0)
);
create index tags_name_trgm_idx on tags using gin (name gin_trgm_ops) with (fastupdate = off);
create index tags_trending_idx on tags (uses_24h desc, video_count desc, name) where uses_24h > 0;

create function video_tags_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into tags (name, video_count) values (new.tag, 1)
      on conflict (name) do update set video_count = tags.video_count + 1;
  else
    update tags set video_count = greatest(video_count - 1, 0) where name = old.tag;
  end if;
  return null;
end $$;
create trigger video_tags_count after insert or delete on video_tags
  for each row execute function video_tags_count();

create function videos_sync_tags() returns trigger language plpgsql as $$
declare
  wanted text[] := case when new.status = 'ready' and not new.hidden then video_hashtags(new.caption, new.tags_ai) else '{}' end;
begin
  delete from video_tags where video_id = new.id and tag <> all (wanted);
  insert into video_tags (tag, video_id, created_at) select unnest(wanted), new.id, new.created_at on conflict do nothing;
  if tg_op = 'INSERT' or new.caption is distinct from old.caption or new.caption_ai is distinct from old.caption_ai
     or new.tags_ai is distinct from old.tags_ai then
    perform search_learn_words(concat_ws(' ', new.caption, new.caption_ai, array_to_string(new.tags_ai, ' ')));
  end if;
  return null;
end $$;
create trigger videos_sync_tags_insert after insert on videos
  for each row execute function videos_sync_tags();
create trigger videos_sync_tags_update after update of caption, tags_ai, caption_ai, status, hidden on videos
  for each row execute function videos_sync_tags();

-- People: usernames by trigram (typos and prefixes), bios by full text. The bio's tsvector is stored, so a
-- short query's index recheck over many profiles does not parse every bio again.
create index profiles_username_trgm_idx on profiles using gin (lower(username) gin_trgm_ops) with (fastupdate = off);
alter table profiles add column bio_search tsvector generated always as (to_tsvector('english', bio)) stored;
create index profiles_bio_search_idx on profiles using gin (bio_search) with (fastupdate = off);
create index profiles_follower_count_idx on profiles (follower_count desc, user_id desc) where not banned;

-- Everything above for the videos already there (and for bulk loads made with triggers off, like the bench's).
create function search_reindex_videos() returns void language plpgsql as $$
begin
  update videos set search_doc = video_search_doc(caption, tags_ai, caption_ai, music_track_id, place_id),
    search_boost = video_search_boost(like_count, pop_count, unpop_count, comment_count, share_count, created_at);
  delete from video_tags;
  delete from tags;
  insert into tags (name, video_count)
    select t, count(*) from videos v, unnest(video_hashtags(v.caption, v.tags_ai)) t
    where v.status = 'ready' and not v.hidden group by t;
  alter table video_tags disable trigger video_tags_count;
  insert into video_tags (tag, video_id, created_at)
    select t, v.id, v.created_at from videos v, unnest(video_hashtags(v.caption, v.tags_ai)) t
    where v.status = 'ready' and not v.hidden;
  alter table video_tags enable trigger video_tags_count;
  perform search_learn_words(string_agg(concat_ws(' ', caption, caption_ai, array_to_string(tags_ai, ' ')), ' '))
    from videos;
end $$;
select search_reindex_videos();
