import type { ComponentType } from 'react';
import { Heart, LogOut, MessageCircle, Shield, Upload, User } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/constants.ts';
import { msg } from '../../i18n/i18n.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { NotificationBell } from './notification-bell.tsx';

interface HeaderAction {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

/** A header button: icon-only on phones (label kept for screen readers), icon and label from sm up. */
function HeaderLink({ to, label, Icon }: HeaderAction) {
  const { t } = useTranslation('feed');
  return (
    <Link to={to} className={buttonClasses('ghost', 'compact', 'sm:px-3')}>
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">{t(label)}</span>
    </Link>
  );
}

/**
 * Spec §2 "Main feed screen" header, as phones show it: title, Upload, Match, Chat, Profile, Admin (admins and
 * moderators, decision 016), bell. The magnifier is in the tab bar below (feed-tabs.tsx), since this row
 * already fills a 360px phone. From lg up the navigation rail holds all of these instead (decision 029).
 */
export function FeedHeader() {
  const { user, isModerator, signOut } = useAuth();
  const { t } = useTranslation('feed');
  if (!user) return null;

  const actions: HeaderAction[] = [
    { to: '/upload', label: msg('Upload'), Icon: Upload },
    { to: '/match', label: msg('Match'), Icon: Heart },
    { to: '/chat', label: msg('Chat'), Icon: MessageCircle },
    { to: `/profile/${user.id}`, label: msg('Profile'), Icon: User },
  ];
  if (isModerator) actions.push({ to: '/admin/reports', label: msg('Admin'), Icon: Shield });

  return (
    <header className="flex items-center justify-between gap-2 px-3 py-2">
      <h1 className="text-xl font-black tracking-tight text-pink-500">{APP_NAME}</h1>
      <nav aria-label={t('Main')} className="flex items-center gap-0.5">
        {actions.map((action) => (
          <HeaderLink key={action.to} {...action} />
        ))}
        <NotificationBell userId={user.id} />
        <button type="button" onClick={() => void signOut()} aria-label={t('Sign out')} title={t('Sign out')} className={buttonClasses('ghost', 'compact')}>
          <LogOut aria-hidden="true" className="size-5" />
        </button>
      </nav>
    </header>
  );
}
