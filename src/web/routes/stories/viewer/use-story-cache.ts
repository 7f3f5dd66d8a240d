import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { markStorySeen, type StoryItem, type StoryRing, type UserStories } from '../../../api/stories-api.ts';
import { storyKeys } from '../../../api/story-keys.ts';

/**
 * Keeps the cached story reads in step with what the viewer does, without refetching mid-story: a story
 * marked seen (and its ring once all are), a story deleted (and its ring once none are left).
 */
export function useStoryCache(userId: string) {
  const queryClient = useQueryClient();

  const updateRing = useCallback(
    (stories: UserStories | undefined) => {
      if (!stories) return;
      queryClient.setQueryData<StoryRing[]>(storyKeys.rings, (rings) =>
        rings
          ?.map((ring) => (ring.userId === userId ? { ...ring, storyCount: stories.items.length, hasUnseen: stories.items.some((item) => !item.seen) } : ring))
          .filter((ring) => ring.storyCount > 0),
      );
    },
    [queryClient, userId],
  );

  const markSeen = useCallback(
    (item: StoryItem) => {
      if (item.seen) return;
      markStorySeen(item.id)
        .then(() => {
          const key = storyKeys.user(userId);
          const items = (old: UserStories) => old.items.map((story) => (story.id === item.id ? { ...story, seen: true } : story));
          updateRing(queryClient.setQueryData<UserStories>(key, (old) => old && { ...old, items: items(old) }));
        })
        // Only the ring's colour depends on it; the story itself has shown.
        .catch((error: unknown) => console.warn('Failed to mark story seen', error));
    },
    [queryClient, updateRing, userId],
  );

  const removeStory = useCallback(
    (storyId: string) => {
      const key = storyKeys.user(userId);
      updateRing(queryClient.setQueryData<UserStories>(key, (old) => old && { ...old, items: old.items.filter((story) => story.id !== storyId) }));
    },
    [queryClient, updateRing, userId],
  );

  return { markSeen, removeStory };
}

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** True while the tab is in the background, when a story should wait rather than run out unseen. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.hidden);
}
