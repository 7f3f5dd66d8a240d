import { useRef } from 'react';
import { collectionKeys } from '../../api/collection-keys.ts';
import { collectionsApi, type Collection } from '../../api/collections-api.ts';
import { LoadMoreMarker } from '../../components/ui/paged-list.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useGridPages } from '../../hooks/use-grid-pages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRemoveFromCollection, useUpdateCollection } from './use-collection-actions.ts';
import { CollectionVideoTile } from './collection-video-tile.tsx';

/**
 * A collection's videos, last added first, three across like a profile's grid, read a page at a time as the
 * end comes into view. Its owner can take a video out or make it the cover from its tile.
 */
export function CollectionVideos({ collection }: { collection: Collection }) {
  const { t } = useTranslation('collections');
  const { id } = collection;
  const { query, items } = useGridPages(collectionKeys.videos(id), (cursor, signal) => collectionsApi.videos(id, cursor, signal));
  const remove = useRemoveFromCollection(id);
  const update = useUpdateCollection(id);
  const listRef = useRef<HTMLUListElement>(null);
  const text = { loading: t('Loading videos'), loadingMore: t('Loading more videos'), failed: t('Could not load these videos.'), retry: t('Try again') };

  // A removed tile takes its focused button with it: the next tile's Remove (or the one before's) takes the
  // focus, so taking several out in a row is one key press each.
  const removeAt = (index: number) => {
    const videoId = items[index].id;
    const neighbour = items[index + 1] ?? items[index - 1];
    remove.mutate(
      { videoId, done: t('Removed from {{name}}', { name: collection.name }) },
      {
        onSuccess: () =>
          requestAnimationFrame(() => {
            const target = neighbour && listRef.current?.querySelector<HTMLElement>(`[data-video-id="${neighbour.id}"] [data-remove]`);
            (target ?? listRef.current)?.focus();
          }),
      },
    );
  };
  const busy = remove.isPending || update.isPending;

  return (
    <QueryState
      query={query}
      alert="message"
      text={text}
      isError={query.isError && items.length === 0}
      isEmpty={items.length === 0}
      empty={<p className="py-10 text-center text-zinc-400">{t('No videos in this collection yet')}</p>}
    >
      <ul ref={listRef} tabIndex={-1} aria-label={t('Videos in this collection')} className="grid grid-cols-3 gap-1.5 focus:outline-none">
        {items.map((video, index) => (
          <CollectionVideoTile
            key={video.id}
            video={video}
            collectionId={id}
            eager={index < 3}
            owner={
              collection.isOwner
                ? {
                    isCover: collection.cover?.videoId === video.id,
                    isChosenCover: collection.coverVideoId === video.id,
                    busy,
                    onSetCover: () => update.mutate({ changes: { coverVideoId: video.id }, done: t('Cover updated') }),
                    onRemove: () => removeAt(index),
                  }
                : undefined
            }
          />
        ))}
      </ul>
      {query.hasNextPage ? <LoadMoreMarker query={query} text={text} /> : null}
    </QueryState>
  );
}
