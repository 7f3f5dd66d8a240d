-- Captions and alt text (issue 41, decision 051). A video has at most one caption track per language: a
-- creator's upload or written cues, or an automatic transcription's draft the creator reviews and publishes.
-- Cues are kept reduced to plain text (start, end, text); the WebVTT served is written from them, never the file.

alter table videos add column alt_text text constraint videos_alt_text_check check (char_length(alt_text) <= 1500);
alter table stories add column alt_text text constraint stories_alt_text_check check (char_length(alt_text) <= 1500);
-- The published tracks' languages, kept with the video by the captions service in the same transaction: a feed
-- page reads them with the row it already reads, without a lookup per card.
alter table videos add column caption_languages text[] not null default '{}';
-- Bumped by every track change: caption links name it, so a browser never keeps an old track under its link.
alter table videos add column captions_revision int not null default 0;

create table video_captions (
  video_id uuid not null references videos(id) on delete cascade,
  language text not null check (language ~ '^[a-z]{2,3}(-[a-z0-9]{2,8}){0,2}$'),
  status text not null check (status in ('draft', 'published')),
  source text not null check (source in ('upload', 'written', 'automatic')),
  cues jsonb not null check (jsonb_typeof(cues) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (video_id, language)
);

-- A transcription asked for or running: one per video. Cleared when it ends; failures keep their reason.
create table video_transcriptions (
  video_id uuid primary key references videos(id) on delete cascade,
  language text not null,
  status text not null check (status in ('pending', 'done', 'failed')),
  error text,
  updated_at timestamptz not null default now()
);

-- Alt text is searchable: weight C, in the video's language, like the AI caption.
drop function video_search_doc(text, text[], text, uuid, uuid, text);
create function video_search_doc(caption text, tags_ai text[], caption_ai text, track uuid, place uuid, language text, alt_text text)
returns tsvector language sql stable parallel safe as $$
  select setweight(to_tsvector(video_text_config(language), coalesce(caption, '')), 'A')
      || setweight(to_tsvector(video_text_config(language), array_to_string(video_hashtags(caption, tags_ai), ' ')), 'B')
      || setweight(to_tsvector('english', coalesce(caption_ai, '')), 'C')
      || setweight(to_tsvector(video_text_config(language), coalesce(alt_text, '')), 'C')
      || setweight(to_tsvector('simple', coalesce((select title || ' ' || artist from tracks where id = track), '')
                                         || ' ' || coalesce((select name from places where id = place), '')), 'D')
$$;

create or replace function videos_search_fields() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.caption is distinct from old.caption or new.tags_ai is distinct from old.tags_ai
     or new.caption_ai is distinct from old.caption_ai or new.music_track_id is distinct from old.music_track_id
     or new.place_id is distinct from old.place_id or new.language is distinct from old.language
     or new.alt_text is distinct from old.alt_text or new.search_doc is null then
    new.search_doc := video_search_doc(new.caption, new.tags_ai, new.caption_ai, new.music_track_id, new.place_id, new.language, new.alt_text);
  end if;
  new.search_boost := video_search_boost(new.like_count, new.pop_count, new.unpop_count, new.comment_count, new.share_count, new.created_at);
  return new;
end $$;

create or replace function search_reindex_videos() returns void language plpgsql as $$
begin
  update videos set search_doc = video_search_doc(caption, tags_ai, caption_ai, music_track_id, place_id, language, alt_text),
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
  perform search_learn_words(string_agg(concat_ws(' ', caption, caption_ai, alt_text, array_to_string(tags_ai, ' ')), ' '))
    from videos;
end $$;
