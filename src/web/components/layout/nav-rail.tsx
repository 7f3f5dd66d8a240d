import { Bell, Compass, Heart, Home, LogOut, MessageCircle, Search, Shield, Upload, User } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { APP_NAME, notificationBadgeText } from '../../../shared/constants.ts';
import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { useUnreadNotificationCount } from '../../hooks/use-unread-notification-count.ts';
import { RailLink, railItemClass } from './rail-link.tsx';

/** The bell's badge (spec §2: the unread count, '9+' above 9, none at zero), on the rail's Notifications icon. */
function UnreadBadge({ userId }: { userId: string }) {
  const { t } = useTranslation('common');
  const badge = notificationBadgeText(useUnreadNotificationCount(userId));
  if (!badge) return null;
  return (
    <span className="absolute -top-2 -end-2.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-pink-600 px-1 text-[11px] font-bold text-white ring-2 ring-black">
      <span data-testid="notification-badge">{badge}</span>
      <span className="sr-only"> {t('unread')}</span>
    </span>
  );
}

/**
 * The desktop navigation rail (issue 25, decision 029), on every signed-in screen from lg up: the two feeds,
 * search, upload, chat, match, notifications, profile, admin for moderators (as the phone header decides,
 * decision 016) and sign out. The current screen is marked; phones never load it and keep the spec's header.
 */
export function NavRail() {
  const { user, isModerator, signOut } = useAuth();
  const { t } = useTranslation('common');
  if (!user) return null;
  return (
    <nav aria-label={APP_NAME} className="sticky top-0 flex h-dvh flex-col gap-4 overflow-y-auto border-e border-white/5 bg-black px-3 py-4 text-zinc-100">
      <Link to="/" className="flex h-12 items-center justify-center rounded-xl px-3 focus-visible:outline-2 focus-visible:outline-pink-400 xl:justify-start">
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-xl bg-pink-600 text-xl font-black text-white xl:hidden">
          {APP_NAME.slice(0, 1)}
        </span>
        <span className="sr-only text-2xl font-black tracking-tight text-pink-500 xl:not-sr-only">{APP_NAME}</span>
      </Link>
      <ul className="flex flex-col gap-1">
        <RailLink to="/foryou" label={t('For You')} Icon={Compass} />
        <RailLink to="/" end label={t('Following')} Icon={Home} />
        <RailLink to="/search" label={t(SEARCH_MESSAGES.label)} Icon={Search} />
        <RailLink to="/upload" label={t('Upload')} Icon={Upload} />
        <RailLink to="/chat" label={t('Chat')} Icon={MessageCircle} />
        <RailLink to="/match" label={t('Match')} Icon={Heart} />
        <RailLink to="/notifications" label={t('Notifications')} Icon={Bell} badge={<UnreadBadge userId={user.id} />} />
        <RailLink to={`/profile/${user.id}`} label={t('Profile')} Icon={User} />
        {isModerator ? <RailLink to="/admin/reports" label={t('Admin')} Icon={Shield} /> : null}
      </ul>
      <button type="button" onClick={() => void signOut()} title={t('Sign out')} className={`mt-auto ${railItemClass(false)}`}>
        <LogOut aria-hidden="true" className="size-6 shrink-0" />
        <span className="sr-only xl:not-sr-only">{t('Sign out')}</span>
      </button>
    </nav>
  );
}
