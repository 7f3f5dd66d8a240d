import { useId } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import type { RemoteVideoPolicy } from '../../../shared/federation-policy.ts';
import type { FederationSettings } from '../../api/federation-api.ts';
import { KnownServers } from './known-servers.tsx';
import { EmbedsCard } from './embeds-card.tsx';
import { BlocklistImport } from './blocklist-import.tsx';
import { BlocklistSubscriptions } from './blocklist-subscriptions.tsx';
import { useFederationSettings } from './use-federation.ts';

/** Issue 40 item 5 (/admin/federation, admins only): whether this server federates, and with whom. */
export function FederationPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('Federation'));
  const { loading, isAdmin } = useAuth();
  if (loading) return <FullScreenSpinner />;
  // The server refuses everyone else too; a moderator who followed a link lands on the queue they may work.
  if (!isAdmin) return <Navigate to="/admin/reports" replace />;
  return (
    <div className="min-h-dvh bg-zinc-950 text-zinc-100">
      <PageHeader title={t('Federation')} back={{ to: '/admin/reports', label: t('Back to moderation'), preferHistory: true }} wide />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 p-3 sm:p-4">
        <SettingsCard />
        <EmbedsCard />
        <BlocklistImport />
        <BlocklistSubscriptions />
        <KnownServers />
      </main>
    </div>
  );
}

function SettingsCard() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { settings, save } = useFederationSettings();
  const settingsForm = (current: FederationSettings) => {
    const change = (next: Partial<{ enabled: boolean; remoteVideos: RemoteVideoPolicy; allowListOnly: boolean }>) =>
      save.mutate({ enabled: current.enabled, remoteVideos: current.remoteVideos, allowListOnly: current.allowListOnly, ...next });
    return (
      <div className="flex flex-col gap-4" aria-busy={save.isPending}>
        <SettingSwitch
          label={t('Federate with other servers')}
          hint={t('People on other servers can follow accounts here, and people here can follow them.')}
          checked={current.enabled}
          disabled={save.isPending}
          onChange={(enabled) => change({ enabled })}
        />
        <SettingSwitch
          label={t('Only allowed servers')}
          hint={t('Federate only with servers you allow below; every other server is treated as suspended.')}
          checked={current.allowListOnly}
          disabled={save.isPending || !current.enabled}
          onChange={(allowListOnly) => change({ allowListOnly })}
        />
        <fieldset className="flex flex-col gap-2" disabled={save.isPending || !current.enabled}>
          <legend className="mb-1 font-semibold">{t('Remote videos')}</legend>
          {(
            [
              ['any', t('From any server')],
              ['allow_list', t('Only from allowed servers')],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-3">
              <input type="radio" name="remote-videos" value={value} checked={current.remoteVideos === value} onChange={() => change({ remoteVideos: value })} className="size-5 accent-pink-600" />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      </div>
    );
  };
  const body = (
    <QueryState query={settings} look="inline" text={{ loading: t('Loading federation settings'), failed: t('Failed to load federation settings'), retry: t('Retry') }}>
      {settingsForm}
    </QueryState>
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-zinc-900 p-4 ring-1 ring-white/10">
      <h2 id={headingId} className="text-lg font-bold">
        {t('Federation')}
      </h2>
      {body}
    </section>
  );
}

/** One of the settings' switches: its name, what it does (announced with it), and the server's answer as its state. */
function SettingSwitch({ label, hint, checked, disabled, onChange }: { label: string; hint: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const hintId = useId();
  return (
    <label className="flex items-center justify-between gap-4">
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        <span id={hintId} className="text-sm text-zinc-400">{hint}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-pink-600"
      />
    </label>
  );
}
