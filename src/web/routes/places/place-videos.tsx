import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { PLACE_TEXT } from '../../../shared/creator-messages.ts';
import { creatorKeys } from '../../api/creator-keys.ts';
import { placesApi } from '../../api/places-api.ts';
import { VideoTile } from '../../components/video/video-tile.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { playerLink } from '../player/player-links.ts';

/** Spec §2 "Place detail" grid: each card opens the place's player on it (issue 25); the uploader's name opens their profile. */
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
      {videos.data.items.map((video, index) => (
        <VideoTile key={video.id} video={video} link={playerLink({ kind: 'place', placeId }, video.id)} eager={index < 2} />
      ))}
    </ul>
  );
}
