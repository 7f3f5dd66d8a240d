import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { PLACE_TEXT } from '../../../shared/creator-messages.ts';
import { creatorKeys } from '../../api/creator-keys.ts';
import { placesApi, type PlaceVideo } from '../../api/places-api.ts';
import { VerifiedMark } from '../../components/ui/avatar.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

function PlaceVideoCard({ video }: { video: PlaceVideo }) {
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

/** Spec §2 "Place detail" grid: each card opens /v/{id}; the uploader's name opens their profile. */
export function PlaceVideos({ placeId }: { placeId: string }) {
  const videos = useQuery({ queryKey: creatorKeys.placeVideos(placeId), queryFn: ({ signal }) => placesApi.videos(placeId, signal) });
  if (videos.isPending) return <Spinner label="Loading videos" className="py-10" />;
  if (videos.isError) return <p className="py-6 text-center text-zinc-400">Could not load the videos here.</p>;
  if (videos.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-zinc-300">{PLACE_TEXT.empty}</p>
        <ButtonLink to="/upload">
          <Upload aria-hidden="true" className="size-4" />
          {PLACE_TEXT.uploadFirst}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul aria-label="Videos at this place" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {videos.data.items.map((video) => (
        <PlaceVideoCard key={video.id} video={video} />
      ))}
    </ul>
  );
}
