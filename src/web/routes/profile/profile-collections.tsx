import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { collectionKeys } from '../../api/collection-keys.ts';
import { collectionsApi } from '../../api/collections-api.ts';
import { CollectionsRow } from '../../components/collections/collections-row.tsx';

/**
 * A profile's public collections above its tabs (issue 55 item 2). Their owner is answered all of them, but
 * sees here what visitors see, the public ones; all of theirs are on the Favourites tab. The row is an extra:
 * while it loads, when it fails and when there are none, it takes no room at all. On the owner's Favourites tab
 * it steps aside for the full row there, so the same collections are not listed twice one above the other.
 */
export function ProfileCollections({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const [params] = useSearchParams();
  const collections = useQuery({ queryKey: collectionKeys.profile(userId), queryFn: ({ signal }) => collectionsApi.ofProfile(userId, signal) });
  const shown = collections.data?.items.filter((collection) => collection.public) ?? [];
  if (shown.length === 0 || (isSelf && params.get('tab') === 'favourites')) return null;
  return <CollectionsRow collections={shown} />;
}
