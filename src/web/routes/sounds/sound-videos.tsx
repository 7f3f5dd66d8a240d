import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SOUND_MESSAGES } from '../../../shared/sound-types.ts';
import { soundKeys } from '../../api/sound-keys.ts';
import { soundsApi } from '../../api/sounds-api.ts';
import { VideoTile } from '../../components/video/video-tile.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { playerLink } from '../player/player-links.ts';

/** The videos using a sound, newest first; each opens the sound's player on it (issue 25). */
export function SoundVideos({ soundId }: { soundId: string }) {
  const headingId = useId();
  const videos = useQuery({ queryKey: soundKeys.videos(soundId), queryFn: ({ signal }) => soundsApi.videos(soundId, signal) });

  let body;
  if (videos.isPending) body = <Spinner label="Loading videos" className="py-10" />;
  else if (videos.isError) body = <p className="py-6 text-center text-zinc-300">{SOUND_MESSAGES.loadVideosFailed}</p>;
  else if (videos.data.items.length === 0) body = <p className="py-10 text-center text-zinc-300">{SOUND_MESSAGES.noVideos}</p>;
  else {
    body = (
      <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {videos.data.items.map((video, index) => (
          <VideoTile key={video.id} video={video} link={playerLink({ kind: 'sound', soundId }, video.id)} eager={index < 2} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold">
        {SOUND_MESSAGES.videosHeading}
      </h2>
      {body}
    </section>
  );
}
