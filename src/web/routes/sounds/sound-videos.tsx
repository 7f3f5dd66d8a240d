import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SOUND_MESSAGES } from '../../../shared/sound-types.ts';
import { soundKeys } from '../../api/sound-keys.ts';
import { soundsApi, type SoundVideo } from '../../api/sounds-api.ts';
import { VerifiedMark } from '../../components/ui/avatar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

function SoundVideoCard({ video }: { video: SoundVideo }) {
  const caption = video.caption_ai || video.caption;
  return (
    <li className="flex flex-col gap-1.5">
      <Link to={`/v/${video.id}`} aria-label={caption ? `Video: ${caption}` : 'Video'} className="block aspect-9/16 overflow-hidden rounded-lg bg-zinc-900 focus-visible:outline-2 focus-visible:outline-pink-400">
        {video.thumbnail_url ? <img src={video.thumbnail_url} alt="" loading="lazy" className="size-full object-cover" /> : null}
      </Link>
      <Link to={`/profile/${video.user_id}`} className="flex items-center gap-1 truncate text-sm text-zinc-300 hover:underline">
        <span className="truncate">@{video.username}</span>
        {video.verified ? <VerifiedMark /> : null}
      </Link>
    </li>
  );
}

/** The videos using a sound, newest first; each opens /v/{id} (the old /video/{id} shape redirects there). */
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
        {videos.data.items.map((video) => (
          <SoundVideoCard key={video.id} video={video} />
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
