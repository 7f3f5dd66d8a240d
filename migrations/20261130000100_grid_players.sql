-- A player for every grid (issue 25, decision 030): the Likes tab's player pages a person's likes by keyset on
-- (created_at, video_id), as the feeds page theirs. The old index had no video_id, so a page after the first
-- read every older like of the person to sort them; this one serves the grid's own read as before.
create index video_likes_user_keyset_idx on video_likes (user_id, created_at desc, video_id desc);
drop index video_likes_user_idx;
alter index video_likes_user_keyset_idx rename to video_likes_user_idx;
