import { useTranslation } from '../../i18n/use-translation.ts';
import { NavLink } from 'react-router';
import { SearchLink } from '../../components/search/header-search.tsx';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  'relative px-3 py-2 text-base font-semibold transition-colors rounded focus-visible:outline-2 focus-visible:outline-pink-400 ' +
  (isActive ? "text-white after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded after:bg-white after:content-['']" : 'text-zinc-400 hover:text-zinc-200');

/**
 * Spec §2: the For You / Following tab bar under the header; each tab is its own route. On phones the search
 * magnifier sits at its right end, where short-video apps keep it and where the header row has no room.
 */
export function FeedTabs() {
  const { t } = useTranslation('feed');
  return (
    <div className="relative">
      <nav aria-label={t('Feeds')} className="flex justify-center gap-4 pb-1">
        <NavLink to="/foryou" className={tabClass}>
          {t('For You')}
        </NavLink>
        <NavLink to="/" end className={tabClass}>
          {t('Following')}
        </NavLink>
      </nav>
      <SearchLink className="absolute top-0.5 end-3" />
    </div>
  );
}
