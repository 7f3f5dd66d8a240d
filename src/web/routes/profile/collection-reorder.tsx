import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { collectionKeys } from '../../api/collection-keys.ts';
import { collectionsApi, type Collection, type CollectionList } from '../../api/collections-api.ts';
import { collectionErrorText } from '../../components/collections/collection-errors.ts';
import { toast } from '../../components/ui/toast.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The ids with the one at `from` moved to `to`. */
export function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

const sameOrder = (a: CollectionList, b: CollectionList) => a.items.length === b.items.length && a.items.every((item, index) => item.id === b.items[index].id);

/**
 * Puts my collections in a new order (issue 55 item 2): the row moves at once, the server is sent the whole
 * order, and a failure puts the row back as it was, with the server's reason. The profile's row follows.
 */
export function useReorderCollections(userId: string) {
  const queryClient = useQueryClient();
  const key = collectionKeys.mine(userId);
  return useMutation({
    mutationFn: (ids: string[]) => collectionsApi.reorder(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<CollectionList>(key);
      queryClient.setQueryData<CollectionList>(key, (list) => {
        if (!list) return list;
        const byId = new Map(list.items.map((item) => [item.id, item]));
        return { ...list, items: ids.flatMap((id) => byId.get(id) ?? []) };
      });
      return { before };
    },
    // A later move may already show: the answer is taken only when it is the order on screen.
    onSuccess: (list) =>
      queryClient.setQueryData<CollectionList>(key, (current) => (current && sameOrder(current, list) ? list : current)),
    onError: (error, _ids, context) => {
      console.error('Failed to reorder collections', error);
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(collectionErrorText(error));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: collectionKeys.profile(userId) }),
  });
}

export type MoveDirection = 'earlier' | 'later';

/** Where a move button is found again after its tile has moved, to give it back the focus. */
export const moveButtonSelector = (id: string, direction: MoveDirection) => `[data-move="${id}:${direction}"]`;

const buttonClass =
  'flex h-9 flex-1 items-center justify-center rounded-full bg-zinc-800 text-zinc-100 hover:bg-zinc-700 ' +
  'focus-visible:outline-2 focus-visible:outline-pink-400 disabled:opacity-40';

interface MoveButtonsProps {
  collection: Collection;
  index: number;
  count: number;
  onMove: (from: number, to: number, direction: MoveDirection) => void;
}

/**
 * Reordering without dragging (issue 55 item 2): a tile's "Move earlier" and "Move later", named with the
 * collection so a screen reader's list of buttons tells them apart. The arrows follow the reading direction.
 */
export function CollectionMoveButtons({ collection, index, count, onMove }: MoveButtonsProps) {
  const { t } = useTranslation('collections');
  const earlier = t('Move {{name}} earlier', { name: collection.name });
  const later = t('Move {{name}} later', { name: collection.name });
  return (
    <div className="flex gap-1.5">
      <button type="button" data-move={`${collection.id}:earlier`} aria-label={earlier} title={earlier} disabled={index === 0} onClick={() => onMove(index, index - 1, 'earlier')} className={buttonClass}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
      <button type="button" data-move={`${collection.id}:later`} aria-label={later} title={later} disabled={index === count - 1} onClick={() => onMove(index, index + 1, 'later')} className={buttonClass}>
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
    </div>
  );
}
