import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { profilesApi } from '../../api/profiles-api.ts';
import { LoadMoreMarker } from '../../components/ui/paged-list.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TabList, tabIds, type TabItem } from '../../components/ui/tab-list.tsx';
import { useGridPages } from '../../hooks/use-grid-pages.ts';
import { ProfileVideoGrid } from './profile-video-grid.tsx';
import { UnpostedPanel } from './unposted-panel.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { msg } from '../../i18n/i18n.ts';
import { profileKeys } from '../../api/profile-keys.ts';

type Tab = 'videos' | 'likes' | 'drafts' | 'scheduled';
const TABS: (TabItem<Tab> & { empty: string })[] = [
  { id: 'videos', label: msg('Posts'), empty: msg('No posts yet') },
  { id: 'likes', label: msg('Likes'), empty: msg('No liked videos yet') },
  // Issue 42: the owner's own profile only (their panel says when they are empty).
  { id: 'drafts', label: msg('Drafts'), empty: '' },
  { id: 'scheduled', label: msg('Scheduled'), empty: '' },
];
const OWNER_ONLY: Tab[] = ['drafts', 'scheduled'];
/** While an upload of the owner's is still processing, its tile is refreshed until it settles. */
const PROCESSING_POLL_MS = 3000;
const LOAD_FAILED = msg('Could not load these videos.');

function TabPanel({ userId, tab, empty, label }: { userId: string; tab: 'videos' | 'likes'; empty: string; label: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const key = profileKeys.videos(userId, tab);
  const { query, items } = useGridPages(key, (cursor, signal) => profilesApi.videos(userId, tab, cursor, signal), {
    refetchInterval: (loaded) => (loaded.some((video) => video.status === 'processing') ? PROCESSING_POLL_MS : false),
  });
  const text = { loading: t('Loading videos'), loadingMore: t('Loading more videos'), retry: t('Try again'), failed: t(LOAD_FAILED) };
  const grid = { kind: tab === 'videos' ? 'posts' : 'likes', userId } as const;
  return (
    <QueryState
      query={query}
      alert="none"
      text={{ ...text, loading: tab === 'videos' ? t('Loading Posts') : t('Loading Likes') }}
      isError={query.isError && items.length === 0}
      isEmpty={items.length === 0}
      empty={<p className="py-10 text-center text-zinc-400">{t(empty)}</p>}
    >
      <ProfileVideoGrid videos={items} grid={grid} label={t(label)} onRetried={() => void queryClient.invalidateQueries({ queryKey: key })} />
      {query.hasNextPage ? <LoadMoreMarker query={query} text={text} /> : null}
    </QueryState>
  );
}

/**
 * Spec §2 "Profile" tabs: Posts and Likes, each a thumbnail grid (a WAI-ARIA tab list), and Drafts and
 * Scheduled on the owner's own profile (issue 42). The tab is in the URL (?tab=likes), so Back from a video's
 * player returns to the tab it was opened from.
 */
export function ProfileTabs({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const tabs = isSelf ? TABS : TABS.filter((tab) => !OWNER_ONLY.includes(tab.id));
  const asked = params.get('tab');
  const active: Tab = tabs.find((tab) => tab.id === asked && tab.id !== 'videos')?.id ?? 'videos';
  const setActive = (tab: Tab) => setParams(tab === 'videos' ? {} : { tab }, { replace: true, preventScrollReset: true });
  const baseId = useId();
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];

  return (
    <section className="flex flex-col gap-3">
      <TabList tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label) }))} active={active} onChange={setActive} label={t('Profile videos')} idBase={baseId} />
      <div id={tabIds(baseId, active).panel} role="tabpanel" aria-labelledby={tabIds(baseId, active).tab}>
        {active === 'drafts' || active === 'scheduled' ? (
          <UnpostedPanel key={active} userId={userId} kind={active} />
        ) : (
          <TabPanel key={active} userId={userId} tab={active} empty={current.empty} label={current.label} />
        )}
      </div>
    </section>
  );
}
