import { Hash } from 'lucide-react';
import { Link } from 'react-router';
import type { SearchPlace, SearchTag } from '../../api/search-api.ts';
import { videoCountText } from '../../components/tags/tag-text.ts';
import { resultRow, stretchedLink } from '../../components/ui/row-styles.ts';
import { tagHref } from '../../lib/hashtags.ts';
import { placeTypeName } from '../../components/places/place-text.ts';

const badge = 'flex size-10 shrink-0 items-center justify-center rounded-full bg-zinc-800 text-pink-300';

/** A hashtag result: '#name' and its video count; the whole row opens /tag/{name}. */
export function TagRow({ tag }: { tag: SearchTag }) {
  return (
    <li data-testid="tag-row" className={resultRow}>
      <span aria-hidden="true" className={badge}>
        <Hash className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <Link to={tagHref(tag.name)} className={`block ${stretchedLink}`}>
          #{tag.name}
        </Link>
        <p className="text-sm text-muted">{videoCountText(tag.videoCount)}</p>
      </div>
    </li>
  );
}

/** A place result: '📍 name — type' and where it is; the whole row opens /place/{id}. */
export function PlaceRow({ place }: { place: SearchPlace }) {
  const where = [place.city, place.country].filter(Boolean).join(', ');
  return (
    <li data-testid="place-row" className={resultRow}>
      <div className="min-w-0 flex-1">
        <Link to={`/place/${place.id}`} className={`block ${stretchedLink}`}>
          📍 {place.name} — {placeTypeName(place.type)}
        </Link>
        {where ? <p className="truncate text-sm text-muted">{where}</p> : null}
      </div>
    </li>
  );
}
