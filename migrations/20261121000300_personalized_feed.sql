-- The For You fallback of spec §7: get_personalized_feed(_user_id, _limit, _offset, _w_new, _w_follow,
-- _w_like, _w_view). It serves when the recommendations table is empty for the user or cannot be read.
-- Every term is in [0, 1]; videos the user has already watched sink below every unseen one.
create function get_personalized_feed(
  _user_id uuid,
  _limit integer default 10,
  _offset integer default 0,
  _w_new double precision default 0.5,
  _w_follow double precision default 0.3,
  _w_like double precision default 0.15,
  _w_view double precision default 0.05
) returns table (video_id uuid, score double precision)
language sql stable as $$
  with visible as (
    select v.id, v.user_id, v.created_at, v.like_count, v.pop_count, v.view_count
    from videos v
    join profiles author on author.user_id = v.user_id and not author.banned
    where not v.hidden and v.status = 'ready'
      and not exists (select 1 from blocks b where b.blocker_id = _user_id and b.blocked_id = v.user_id)
  ),
  scored as (
    select visible.id,
      _w_new * exp(-extract(epoch from now() - visible.created_at) / (3 * 86400.0))
      + _w_follow * (exists (select 1 from follows f where f.follower_id = _user_id and f.followee_id = visible.user_id))::int
      + _w_like * (1 - 1 / (1 + ln(1 + visible.like_count + visible.pop_count)))
      + _w_view * (1 - 1 / (1 + ln(1 + visible.view_count)))
      - (exists (select 1 from events e where e.user_id = _user_id and e.video_id = visible.id))::int as score
    from visible
  )
  select scored.id, scored.score from scored
  order by scored.score desc, scored.id
  limit _limit offset _offset
$$;
