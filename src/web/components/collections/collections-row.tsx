import { useId, type ReactNode, type Ref } from 'react';
import type { Collection } from '../../api/collections-api.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CollectionTile } from './collection-tile.tsx';

interface CollectionsRowProps {
  collections: Collection[];
  /** Beside the heading: the owner's Reorder toggle. */
  actions?: ReactNode;
  /** Before the tiles, an <li> of its own: the owner's "New collection". */
  leading?: ReactNode;
  /** Under a tile, outside its link: the owner's move buttons. */
  renderTileActions?: (collection: Collection, index: number) => ReactNode;
  listRef?: Ref<HTMLUListElement>;
}

/**
 * "Collections" on a profile (issue 55 item 2): a heading and a row of collection tiles that scrolls sideways
 * on a phone, as the profile's other rows do. Shared by the profile (the public ones) and the owner's
 * Favourites tab (all of them, with the owner's controls).
 */
export function CollectionsRow({ collections, actions, leading, renderTileActions, listRef }: CollectionsRowProps) {
  const { t } = useTranslation('collections');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex min-h-9 items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-zinc-100">
          {t('Collections')}
        </h2>
        {actions}
      </div>
      <ul ref={listRef} aria-labelledby={headingId} className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {leading}
        {collections.map((collection, index) => (
          <CollectionTile key={collection.id} collection={collection}>
            {renderTileActions?.(collection, index)}
          </CollectionTile>
        ))}
      </ul>
    </section>
  );
}
