import type { ReactNode } from 'react';
import { Images, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { Collection } from '../../api/collections-api.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The link to a collection's page (its share link, /c/{id}, opens the same page). */
export const collectionPath = (id: string) => `/collections/${encodeURIComponent(id)}`;

/**
 * A collection in a row: its cover (or a placeholder while it holds nothing I may see), its name, how many
 * videos, and a lock when private. The whole tile is one link, named by what it shows; `children` (the
 * reorder buttons) sit under it, outside the link.
 */
export function CollectionTile({ collection, children }: { collection: Collection; children?: ReactNode }) {
  const { t } = useTranslation('collections');
  const thumbnail = collection.cover?.thumbnailUrl;
  return (
    <li className="flex w-28 shrink-0 flex-col gap-1.5" data-collection-id={collection.id}>
      <Link to={collectionPath(collection.id)} className="flex flex-col gap-1.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-400">
        <span className="flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-zinc-900 ring-1 ring-white/5">
          {thumbnail ? (
            <img src={thumbnail} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
          ) : (
            <Images aria-hidden="true" className="size-8 text-zinc-600" />
          )}
        </span>
        <span className="flex min-w-0 items-center gap-1">
          {collection.public ? null : <Lock aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />}
          <span dir="auto" className="truncate text-sm font-semibold text-zinc-100">
            {collection.name}
          </span>
          {collection.public ? null : <span className="sr-only">{t('Private')}</span>}
        </span>
        <span className="text-xs text-zinc-400">{t('{{count}} videos', { count: collection.videoCount })}</span>
      </Link>
      {children}
    </li>
  );
}
