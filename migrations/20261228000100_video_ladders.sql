-- Issue 57: a video's streaming ladder (HLS with fMP4 segments): the folder in the videos bucket holding its
-- master playlist, rungs and segments, beside the playable MP4 it was made from. Null for a video made before
-- ladders, or whose ladder could not be made: the MP4 alone plays it, as before.
alter table videos add column hls_path text;
