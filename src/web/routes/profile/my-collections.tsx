import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, Plus } from 'lucide-react';
import { collectionKeys } from '../../api/collection-keys.ts';
import { collectionsApi } from '../../api/collections-api.ts';
import { CollectionsRow } from '../../components/collections/collections-row.tsx';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { NewCollectionForm } from '../../components/collections/new-collection-form.tsx';
import { useCreateCollection } from '../../components/collections/use-create-collection.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { CollectionMoveButtons, moved, moveButtonSelector, useReorderCollections, type MoveDirection } from './collection-reorder.tsx';

/**
 * "New collection" on the owner's Favourites tab (issue 55 item 2): a name and whether it is public. Mounted
 * only while open, so each opening starts empty; the new collection joins the end of the row.
 */
function NewCollectionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('collections');
  const create = useCreateCollection((created) => {
    toast.success(t('Created {{name}}', { name: created.name }));
    onClose();
  });
  return (
    <Dialog open onClose={() => !create.isPending && onClose()} title={t('New collection')}>
      <NewCollectionForm autoFocus onCreate={(value) => create.mutate(value)} pending={create.isPending} />
    </Dialog>
  );
}

/**
 * All of the owner's collections, private ones too, above their Favourites (issue 55 item 2), with "New
 * collection" first in the row and a Reorder toggle that puts move buttons under each tile.
 */
export function MyCollections({ userId }: { userId: string }) {
  const { t } = useTranslation('collections');
  const collections = useQuery({ queryKey: collectionKeys.mine(userId), queryFn: ({ signal }) => collectionsApi.mine(undefined, signal) });
  const reorder = useReorderCollections(userId);
  const [reordering, setReordering] = useState(false);
  const [creating, setCreating] = useState(false);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: MoveDirection; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const newRef = useRef<HTMLButtonElement>(null);
  const items = collections.data?.items ?? [];

  // A moved tile's node may be put back in the list by React, which drops the focus; its button takes it
  // again (the other one when the tile reached an end and this one is disabled).
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction, index } = focusAfterMove;
    // Waits for the row to move: the optimistic order is written a moment after the call starts.
    if (items[index]?.id !== id) return;
    const list = listRef.current;
    const same = list?.querySelector<HTMLButtonElement>(moveButtonSelector(id, direction));
    const other = list?.querySelector<HTMLButtonElement>(moveButtonSelector(id, direction === 'earlier' ? 'later' : 'earlier'));
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, items]);

  const move = (from: number, to: number, direction: MoveDirection) => {
    const collection = items[from];
    // A failed move puts the tile back where it was, and the focus follows it there.
    reorder.mutate(moved(items.map((item) => item.id), from, to), { onError: () => setFocusAfterMove({ id: collection.id, direction, index: from }) });
    setFocusAfterMove({ id: collection.id, direction, index: to });
    setAnnouncement(t('{{name}} moved to position {{position}} of {{total}}', { name: collection.name, position: to + 1, total: items.length }));
  };

  // Focus goes back to "New collection" once the modal has gone (nothing outside it can take it before).
  const closeNew = () => {
    setCreating(false);
    requestAnimationFrame(() => newRef.current?.focus());
  };

  return (
    <QueryState query={collections} look="inline" text={{ loading: t('Loading collections'), failed: t('Could not load your collections'), retry: t('Try again') }}>
      <CollectionsRow
        collections={items}
        listRef={listRef}
        actions={
          items.length > 1 ? (
            <Button variant={reordering ? 'secondary' : 'ghost'} size="sm" aria-pressed={reordering} onClick={() => setReordering(!reordering)}>
              <ArrowLeftRight aria-hidden="true" className="size-4" />
              {t('Reorder')}
            </Button>
          ) : null
        }
        leading={
          <li className="w-28 shrink-0">
            <button
              ref={newRef}
              type="button"
              onClick={() => setCreating(true)}
              className="flex aspect-square w-full flex-col items-center justify-center gap-1.5 rounded-lg border border-dashed border-zinc-700 px-2 text-center text-sm font-semibold text-zinc-200 hover:border-zinc-500 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-400"
            >
              <Plus aria-hidden="true" className="size-6" />
              {t('New collection')}
            </button>
          </li>
        }
        renderTileActions={
          reordering ? (collection, index) => <CollectionMoveButtons collection={collection} index={index} count={items.length} onMove={move} /> : undefined
        }
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {creating ? <NewCollectionDialog onClose={closeNew} /> : null}
    </QueryState>
  );
}
