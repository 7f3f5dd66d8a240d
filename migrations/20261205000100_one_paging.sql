-- One paging (issue 36): the sound library pages by keyset like every list, newest first on (created_at, id)
-- and most used first on (sound_use, id). Its indexes had id ascending (the old offset pages' tiebreak); a
-- keyset's one row comparison needs both columns the same way to seek the index from the cursor.
create index tracks_created_keyset_idx on tracks (created_at desc, id desc);
drop index tracks_created_idx;
alter index tracks_created_keyset_idx rename to tracks_created_idx;
create index tracks_sound_use_keyset_idx on tracks (sound_use desc, id desc);
drop index tracks_sound_use_idx;
alter index tracks_sound_use_keyset_idx rename to tracks_sound_use_idx;
