import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '../../api/collection-keys.ts';
import { collectionsApi, type Collection, type CollectionList } from '../../api/collections-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { toast } from '../ui/toast.ts';
import { collectionErrorText } from './collection-errors.ts';

export interface NewCollection {
  name: string;
  isPublic: boolean;
}

/**
 * Makes one of my collections. The server puts it at the end of my order, so it is appended to my cached
 * lists (the row, the dialog's) as it is; my profile's row is read again, where a public one shows. A
 * failure says the server's reason (too many, a bad name) in a toast.
 */
export function useCreateCollection(onCreated?: (collection: Collection) => void | Promise<void>) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useMutation({
    mutationFn: ({ name, isPublic }: NewCollection) => collectionsApi.create(name.trim(), isPublic),
    onSuccess: async (created) => {
      queryClient.setQueriesData<CollectionList>({ queryKey: collectionKeys.mine(userId) }, (list) =>
        list && !list.items.some((item) => item.id === created.id) ? { ...list, items: [...list.items, created] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: collectionKeys.profile(userId) });
      await onCreated?.(created);
    },
    onError: (error) => {
      console.error('Failed to create the collection', error);
      toast.error(collectionErrorText(error));
    },
  });
}
