import { useState } from 'react';
import { CheckCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { notificationPath } from '../../../shared/notification-words.ts';
import type { NotificationItem } from '../../api/notifications-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { VerifyEmailBanner } from '../../auth/verify-email-banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { GroupActorsDialog } from './group-actors-dialog.tsx';
import { NotificationRow } from './notification-row.tsx';
import { useNotifications } from './use-notifications.ts';

/** Spec §2 "Notifications" (/notifications), signed-in only. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('Notifications'));
  const navigate = useNavigate();
  const userId = useAuth().user?.id ?? '';
  const { list, markRead, markAllRead } = useNotifications(userId);
  const items = list.data?.items ?? [];
  const hasUnread = items.some((item) => !item.read);
  const [everyoneIn, setEveryoneIn] = useState<NotificationItem | null>(null);

  /** Where a group leads is decided once, with the push a closed app shows (src/shared/notification-words.ts). */
  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.id);
    const path = notificationPath(item, userId);
    if (path) void navigate(path);
  };

  const markAll = (
    <Button variant="ghost" size="sm" onClick={() => markAllRead.mutate()} disabled={!hasUnread || markAllRead.isPending}>
      <CheckCheck aria-hidden="true" className="size-4" />
      {t('Mark all as read')}
    </Button>
  );

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t('Notifications')} back={{ to: '/', label: t('Back to feed') }} actions={markAll} />
      <main className="mx-auto max-w-2xl p-2">
        <div className="px-1 pb-2 empty:hidden">
          <VerifyEmailBanner />
        </div>
        <QueryState
          query={list}
          look="page"
          alert="none"
          text={{ loading: t('Loading notifications'), failed: t('Could not load notifications.'), retry: t('Try again') }}
          isEmpty={items.length === 0}
          empty={<p className="py-16 text-center text-zinc-400">{t('No notifications yet')}</p>}
        >
          <ul aria-label={t('Notifications')} className="flex flex-col gap-1">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={open} onSeeAll={setEveryoneIn} />
            ))}
          </ul>
        </QueryState>
        {everyoneIn ? <GroupActorsDialog userId={userId} group={everyoneIn} onClose={() => setEveryoneIn(null)} /> : null}
      </main>
    </div>
  );
}
