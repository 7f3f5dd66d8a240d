import { Bell } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { notificationBadgeText } from '../../../shared/constants.ts';
import { useUnreadNotificationCount } from '../../hooks/use-unread-notification-count.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';

/**
 * Spec §2: a bell to /notifications with the unread count, '9+' above 9, hidden at zero. The name is the
 * link's own text ("Notifications 2 unread"), so it contains the count a sighted user sees on the badge.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation('feed');
  const unread = useUnreadNotificationCount(userId);
  const badge = notificationBadgeText(unread);
  return (
    <Link to="/notifications" title={t('Notifications')} className={buttonClasses('ghost', 'compact', 'relative')}>
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('Notifications')}</span>
      {badge ? (
        <span
          className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-pink-600 px-1 text-[11px] font-bold text-white ring-2 ring-black"
        >
          <span data-testid="notification-badge">{badge}</span>
          <span className="sr-only"> {t('unread')}</span>
        </span>
      ) : null}
    </Link>
  );
}
