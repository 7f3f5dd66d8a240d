import { useEffect, useId, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Activity, Globe } from 'lucide-react';
import { toast } from '../../components/ui/toast.ts';
import { canBan, canModerate } from '../../../shared/moderation-types.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { TabList, tabIds, type TabItem } from '../../components/ui/tab-list.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { AuditTrail } from './audit-trail.tsx';
import { ModeratorsPanel } from './moderators-panel.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { ReportsPanel } from './reports-panel.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { msg } from '../../i18n/i18n.ts';

type Tab = 'reports' | 'audit' | 'overview' | 'moderators';
const STAFF_TABS: TabItem<Tab>[] = [
  { id: 'reports', label: msg('Reports') },
  { id: 'audit', label: msg('Audit trail') },
  { id: 'overview', label: msg('Overview') },
];
const ADMIN_TABS: TabItem<Tab>[] = [...STAFF_TABS, { id: 'moderators', label: msg('Moderators') }];

/** Signed-in people without a staff role: told once, then sent home. */
function AccessDenied() {
  const { t } = useTranslation('admin');
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    // The id keeps a second mount (StrictMode, a quick revisit) from stacking a duplicate toast.
    toast.error(t('Access denied. Admin only.'), { id: 'admin-access-denied' });
  }, [t]);
  return <Navigate to="/" replace />;
}

/**
 * The admins' other screens. On a phone each is its icon alone (the name stays its accessible name), so the
 * header keeps room for its title; from sm up the name shows beside it.
 */
function AdminLinks() {
  const { t } = useTranslation('admin');
  const links = [
    { to: '/admin/federation', label: t('Federation'), Icon: Globe },
    { to: '/admin/health', label: t('Server health'), Icon: Activity },
  ];
  return links.map(({ to, label, Icon }) => (
    <Link key={to} to={to} title={label} className={buttonClasses('secondary', 'sm', 'max-sm:w-9 max-sm:px-0')}>
      <Icon aria-hidden="true" className="size-4 sm:hidden" />
      <span className="max-sm:sr-only">{label}</span>
    </Link>
  ));
}

/** Spec §8 "Admin" (/admin/reports): the report queue, the audit trail, the overview and, for admins, the team. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('Moderation'));
  const { session, loading, isAdmin } = useAuth();
  const roles = session?.roles ?? [];
  if (loading) return <FullScreenSpinner />;
  if (!canModerate(roles)) return <AccessDenied />;
  return <ModerationScreen isAdmin={isAdmin} mayBan={canBan(roles)} />;
}

function ModerationScreen({ isAdmin, mayBan }: { isAdmin: boolean; mayBan: boolean }) {
  const { t } = useTranslation('admin');
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const tabs = isAdmin ? ADMIN_TABS : STAFF_TABS;
  // An unknown or forbidden ?tab= (a moderator opening an admin's link) lands on the queue.
  const active = tabs.find((tab) => tab.id === params.get('tab'))?.id ?? 'reports';

  // Replace, not push: Back should leave the screen, not step through every tab visited.
  const select = (tab: Tab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'reports') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  const panel = (tab: Tab) => {
    switch (tab) {
      case 'reports':
        return <ReportsPanel mayBan={mayBan} />;
      case 'audit':
        return <AuditTrail />;
      case 'overview':
        return <OverviewPanel isAdmin={isAdmin} />;
      case 'moderators':
        return <ModeratorsPanel />;
    }
  };

  return (
    <div className="min-h-dvh bg-zinc-950 text-zinc-100">
      <PageHeader
        title={t('Moderation')}
        back={{ to: '/', label: t('Back to feed'), preferHistory: true }}
        wide
        actions={isAdmin ? <AdminLinks /> : null}
      />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 p-3 sm:p-4">
        <TabList tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label) }))} active={active} onChange={select} label={t('Moderation sections')} idBase={idBase} />
        {/* Every panel element exists for aria-controls, but only the open one mounts, so only its queries run. */}
        {tabs.map((tab) => (
          <div key={tab.id} id={tabIds(idBase, tab.id).panel} role="tabpanel" aria-labelledby={tabIds(idBase, tab.id).tab} hidden={tab.id !== active}>
            {tab.id === active ? panel(tab.id) : null}
          </div>
        ))}
      </main>
    </div>
  );
}
