import type { ServerHealth } from '../../../api/server-health-api.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Facts, HealthCard, Technical } from './health-card.tsx';
import { formatMoment, formatSize } from './health-format.ts';

/** Mail: sent through SMTP, or only written to the outbox, where nobody reads it. */
export function MailCard({ mail }: { mail: ServerHealth['mail'] }) {
  const { t } = useTranslation('admin');
  return (
    <HealthCard title={t('Mail')} state={mail.state} advice={[t('Mail is written to DATA_DIR/outbox instead of being sent: set SMTP_URL.')]}>
      {mail.configured ? <p className="text-sm text-zinc-300">{t('Mail is sent through the SMTP server in SMTP_URL.')}</p> : null}
    </HealthCard>
  );
}

/** Web Push: without a key pair, nobody gets notifications on their devices. */
export function PushCard({ push }: { push: ServerHealth['push'] }) {
  const { t } = useTranslation('admin');
  return (
    <HealthCard
      title={t('Push notifications')}
      state={push.state}
      advice={[t('No Web Push key is set, so nobody gets notifications on their devices: restart the server to make one, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.')]}
    >
      {push.configured ? <p className="text-sm text-zinc-300">{t('Devices can get notifications.')}</p> : null}
    </HealthCard>
  );
}

/** The last backup: when, which archive and how big; old or missing is the one thing here that loses data. */
export function BackupCard({ backup }: { backup: ServerHealth['backup'] }) {
  const { t } = useTranslation('admin');
  const advice =
    backup.state === 'red'
      ? [t('No recent backup: run npm run backup and keep the archive somewhere safe.')]
      : [t('The last backup is more than a day old: run npm run backup, or check what runs it every day.')];
  return (
    <HealthCard title={t('Backups')} state={backup.state} advice={advice}>
      <Facts
        items={[
          [t('Last backup'), backup.lastAt ? <time dateTime={backup.lastAt}>{formatMoment(backup.lastAt)}</time> : t('Never')],
          ...(backup.archive ? ([[t('Archive'), <Technical text={backup.archive} className="font-mono" />]] as const) : []),
          ...(backup.bytes !== null ? ([[t('Size'), formatSize(backup.bytes)]] as const) : []),
        ]}
      />
    </HealthCard>
  );
}
