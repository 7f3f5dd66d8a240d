import { Home, Music, Upload, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { APP_NAME } from '../../../shared/constants.ts';
import { SearchField, SearchLink } from '../../components/search/header-search.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * Spec §2 "Profile" header navigation: Home (/), Upload (/upload), Profile (own id), plus Sounds (/sounds,
 * issue 11) here rather than in the feed header, which already fills a 360px phone. Search: a field from lg
 * up, a magnifier on phones (issue 23).
 */
export function ProfileNav({ ownId }: { ownId: string }) {
  const { t } = useTranslation('profile');
  const links = [
    { to: '/', label: t('Home'), Icon: Home },
    { to: '/upload', label: t('Upload'), Icon: Upload },
    { to: '/sounds', label: t('Sounds'), Icon: Music },
    { to: `/profile/${ownId}`, label: t('Profile'), Icon: User },
  ];
  return (
    <header className="sticky top-0 z-10 border-b border-white/5 bg-black/90 backdrop-blur">
      <div className="mx-auto flex max-w-2xl items-center justify-between gap-2 px-3 py-2">
        <span className="text-xl font-black tracking-tight text-pink-500">{APP_NAME}</span>
        <div className="flex items-center gap-2">
          <SearchField width="w-40" />
          <nav aria-label={t('Main')} className="flex items-center gap-0.5">
            <SearchLink />
            {links.map(({ to, label, Icon }) => (
              <NavLink key={to} to={to} end className={({ isActive }) => buttonClasses('ghost', 'compact', `sm:px-3 ${isActive ? 'text-pink-400' : ''}`)}>
                <Icon aria-hidden="true" className="size-5" />
                <span className="sr-only sm:not-sr-only">{label}</span>
              </NavLink>
            ))}
          </nav>
        </div>
      </div>
    </header>
  );
}
