-- Original-sound extraction runs as a job (decision 023). A request finds the job already under way for its
-- video, so repeats answer with that job instead of queuing ffmpeg again: this index serves that lookup.
create index jobs_original_sound_video_idx on jobs ((payload->>'videoId'), id desc) where kind = 'original-sound';
