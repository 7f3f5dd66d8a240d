import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dropCollection, writeCollection } from './collection-cache.ts';
import { collectionKeys } from './collection-keys.ts';
import type { Collection, CollectionList } from './collections-api.ts';

const collection = (id: string, changes: Partial<Collection> = {}): Collection => ({
  id,
  name: id,
  public: false,
  owner: { userId: 'me', username: 'me', avatarUrl: null },
  isOwner: true,
  videoCount: 0,
  coverVideoId: null,
  cover: null,
  hasVideo: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...changes,
});
const list = (...items: Collection[]): CollectionList => ({ items, nextCursor: null });
const names = (client: QueryClient, key: readonly unknown[]) => client.getQueryData<CollectionList>(key)?.items.map((item) => [item.name, item.hasVideo]);

describe('the collections cache', () => {
  it("writes the server's answer into every list and the page, keeping each list's own hasVideo", () => {
    const client = new QueryClient();
    client.setQueryData(collectionKeys.mine('me'), list(collection('a'), collection('b')));
    client.setQueryData(collectionKeys.mineWith('me', 'v1'), list(collection('a', { hasVideo: true }), collection('b')));
    client.setQueryData(collectionKeys.profile('me'), list(collection('a')));

    writeCollection(client, collection('a', { name: 'Trips', videoCount: 3 }));

    expect(names(client, collectionKeys.mine('me'))).toEqual([['Trips', false], ['b', false]]);
    expect(names(client, collectionKeys.mineWith('me', 'v1'))).toEqual([['Trips', true], ['b', false]]);
    expect(names(client, collectionKeys.profile('me'))).toEqual([['Trips', false]]);
    expect(client.getQueryData<Collection>(collectionKeys.collection('a'))?.videoCount).toBe(3);
  });

  it('takes a deleted collection out of every list and forgets its page', () => {
    const client = new QueryClient();
    client.setQueryData(collectionKeys.mine('me'), list(collection('a'), collection('b')));
    client.setQueryData(collectionKeys.collection('a'), collection('a'));

    dropCollection(client, 'a');

    expect(names(client, collectionKeys.mine('me'))).toEqual([['b', false]]);
    expect(client.getQueryData(collectionKeys.collection('a'))).toBeUndefined();
  });
});
