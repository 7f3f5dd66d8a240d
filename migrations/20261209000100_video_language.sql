-- Videos have a language (issue 39 item 5, decision 048): en, es or ar, null when unknown. A caption is stemmed
-- with its language's text-search configuration (english, spanish, arabic; 'simple', no stemming, when unknown),
-- and a viewer may choose which languages For You shows. Works on PostgreSQL 15 and 17 (both ship 'arabic').

alter table videos add column language text constraint videos_language_check check (language in ('en', 'es', 'ar'));

-- Empty: every language. Otherwise For You shows these and the videos of unknown language.
alter table profiles add column feed_languages text[] not null default '{}'
  constraint profiles_feed_languages_check check (feed_languages <@ array['en', 'es', 'ar']);

-- A language code's text-search configuration. Immutable: the four configurations are built in.
create function video_text_config(language text) returns regconfig language sql immutable parallel safe as $$
  select case language when 'en' then 'english'::regconfig when 'es' then 'spanish'::regconfig
    when 'ar' then 'arabic'::regconfig else 'simple'::regconfig end
$$;

-- What a search matches, by weight: the caption (A) and its hashtags and the AI tags (B) in the video's
-- language; the AI caption (C) in English, the language the captioner writes; the sound and the place (D),
-- names in any language, unstemmed.
drop function video_search_doc(text, text[], text, uuid, uuid);
create function video_search_doc(caption text, tags_ai text[], caption_ai text, track uuid, place uuid, language text)
returns tsvector language sql stable parallel safe as $$
  select setweight(to_tsvector(video_text_config(language), coalesce(caption, '')), 'A')
      || setweight(to_tsvector(video_text_config(language), array_to_string(video_hashtags(caption, tags_ai), ' ')), 'B')
      || setweight(to_tsvector('english', coalesce(caption_ai, '')), 'C')
      || setweight(to_tsvector('simple', coalesce((select title || ' ' || artist from tracks where id = track), '')
                                         || ' ' || coalesce((select name from places where id = place), '')), 'D')
$$;

-- A search's to_tsquery text read in every configuration a caption may be stemmed with, each distinct reading
-- once, OR-ed: one tsquery, so one GIN scan answers it. Distinct, because the readings often agree ('zanzibar'
-- is the same in english, arabic and simple), and the planner adds up the estimates of OR-ed terms: four copies
-- of a rare word looked four times as common and tipped the search into hashing every profile. Immutable, so a
-- query's constant is folded when the statement is planned.
create function search_any_language(query text) returns tsquery language sql immutable parallel safe as $$
  select coalesce(string_agg(distinct '(' || reading::text || ')', ' | ')::tsquery, ''::tsquery)
  from unnest(array[to_tsquery('english', query), to_tsquery('spanish', query), to_tsquery('arabic', query),
                    to_tsquery('simple', query)]) reading
  where numnode(reading) > 0
$$;

-- A language change rebuilds the document, like a caption change.
create or replace function videos_search_fields() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.caption is distinct from old.caption or new.tags_ai is distinct from old.tags_ai
     or new.caption_ai is distinct from old.caption_ai or new.music_track_id is distinct from old.music_track_id
     or new.place_id is distinct from old.place_id or new.language is distinct from old.language or new.search_doc is null then
    new.search_doc := video_search_doc(new.caption, new.tags_ai, new.caption_ai, new.music_track_id, new.place_id, new.language);
  end if;
  new.search_boost := video_search_boost(new.like_count, new.pop_count, new.unpop_count, new.comment_count, new.share_count, new.created_at);
  return new;
end $$;

-- The bulk reindex (the bench's seed loads with triggers off) passes the language too.
create or replace function search_reindex_videos() returns void language plpgsql as $$
begin
  update videos set search_doc = video_search_doc(caption, tags_ai, caption_ai, music_track_id, place_id, language),
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

-- Backfill: the videos already there get the language detectLanguage (src/shared/video-language.ts) would give
-- their caption, so an English caption keeps its English stemming; what it cannot tell stays null ('simple').
-- This copy of the heuristic runs once, here, and is dropped: new videos are detected by the application.
create function pg_temp.caption_language(caption text) returns text language plpgsql immutable as $$
declare
  prose text := lower(regexp_replace(coalesce(caption, ''), 'https?://\S+|www\.\S+|[@#][[:alnum:]_]+', ' ', 'g'));
  arabic int := char_length(regexp_replace(prose, '[^\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]', '', 'g'));
  latin int := char_length(regexp_replace(prose, '[^a-zA-Zà-öø-ÿÀ-ÖØ-Þ]', '', 'g'));
  spanish int := case when prose ~ '[ñÑ¿¡]' then 2 else 0 end;
  english int := 0;
  word text;
begin
  if arabic > 0 and arabic >= latin then return 'ar'; end if;
  for word in select m[1] from regexp_matches(prose, '([a-zA-Zà-öø-ÿÀ-ÖØ-Þ]+)', 'g') m loop
    if word = any('{el,la,los,las,un,una,unos,unas,de,del,al,en,y,que,qué,por,para,con,es,está,están,mi,mis,tu,su,sus,pero,como,muy,más,lo,se,yo,hoy,este,esta,esto,nuestro,nuestra,cuando,porque,sin,sobre,todo,todos,hay,le,les,ya}'::text[])
       or word ~ '[áéíóúÁÉÍÓÚ]' then
      spanish := spanish + 1;
    end if;
    if word = any('{the,and,is,are,was,were,of,to,in,on,with,my,your,this,that,it,for,at,i,you,we,they,so,just,what,be,have,has,not,our,from,when,how,today,an,by,about,all,out,up,can,will,its,who,like}'::text[]) then
      english := english + 1;
    end if;
  end loop;
  return case when spanish > english then 'es' when english > spanish then 'en' end;
end $$;

-- search_doc := null makes the trigger rebuild every document with its language (and 'simple' for the rest).
update videos set language = pg_temp.caption_language(caption), search_doc = null;
drop function pg_temp.caption_language(text);
