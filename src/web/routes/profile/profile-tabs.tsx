import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { creatorKeys } from '../../api/creator-keys.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ProfileVideoGrid } from './profile-video-grid.tsx';

type Tab = 'videos' | 'likes';
const TABS: { id: Tab; label: string; empty: string }[] = [
  { id: 'videos', label: 'Posts', empty: 'No posts yet' },
  { id: 'likes', label: 'Likes', empty: 'No liked videos yet' },
];
/** While an upload of the owner's is still processing, its tile is refreshed until it settles. */
const PROCESSING_POLL_MS = 3000;

function TabPanel({ userId, tab, empty, label }: { userId: string; tab: Tab; empty: string; label: string }) {
  const queryClient = useQueryClient();
  const key = creatorKeys.profileVideos(userId, tab);
  const videos = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => profilesApi.videos(userId, tab, signal),
    refetchInterval: (query) => (query.state.data?.items.some((video) => video.status === 'processing') ? PROCESSING_POLL_MS : false),
  });
  if (videos.isPending) return <Spinner label={`Loading ${label}`} className="py-10" />;
  if (videos.isError) return <p className="py-10 text-center text-zinc-400">Could not load these videos.</p>;
  if (videos.data.items.length === 0) return <p className="py-10 text-center text-zinc-400">{empty}</p>;
  return <ProfileVideoGrid videos={videos.data.items} label={label} onRetried={() => void queryClient.invalidateQueries({ queryKey: key })} />;
}

/** Spec §2 "Profile" tabs: Posts and Likes, each a thumbnail grid (a WAI-ARIA tab list). */
export function ProfileTabs({ userId }: { userId: string }) {
  const [active, setActive] = useState<Tab>('videos');
  const baseId = useId();
  const current = TABS.find((tab) => tab.id === active) ?? TABS[0];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = active === 'videos' ? 'likes' : 'videos';
    setActive(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };

  return (
    <section className="flex flex-col gap-3">
      <div role="tablist" aria-label="Profile videos" onKeyDown={onKeyDown} className="flex border-b border-zinc-800">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            className={`flex-1 border-b-2 py-2.5 text-sm font-semibold ${tab.id === active ? 'border-pink-500 text-white' : 'border-transparent text-zinc-400 hover:text-zinc-200'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${active}`}>
        <TabPanel key={active} userId={userId} tab={active} empty={current.empty} label={current.label} />
      </div>
    </section>
  );
}
