import type { ServerHealth } from '../../../api/server-health-api.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Facts, HealthCard, Technical } from './health-card.tsx';
import { formatDuration, formatMoment, formatShare, formatSize } from './health-format.ts';

/** What runs this server; ffmpeg is the one part an admin installs and must keep up to date. */
export function VersionsCard({ versions }: { versions: ServerHealth['versions'] }) {
  const { t } = useTranslation('admin');
  const advice =
    versions.ffmpeg === null
      ? [t('ffmpeg cannot be run, so uploaded videos are not processed: install ffmpeg, or set FFMPEG_PATH to where it is.')]
      : versions.ffmpegOutdated
        ? [t('ffmpeg is older than any release that still gets security fixes: update it.')]
        : [];
  return (
    <HealthCard title={t('Versions')} state={versions.state} advice={advice}>
      <Facts
        items={[
          ['Popreel', <Technical text={versions.popreel} />],
          ['Node.js', <Technical text={versions.node} />],
          ['PostgreSQL', <Technical text={versions.postgres} />],
          ['ffmpeg', versions.ffmpeg === null ? t('Not found') : <Technical text={versions.ffmpeg} />],
        ]}
      />
    </HealthCard>
  );
}

/** How long the server has run: a restart nobody planned shows here. No state: a short uptime is not wrong in itself. */
export function UptimeCard({ uptimeSeconds, checkedAt }: { uptimeSeconds: number; checkedAt: string }) {
  const { t } = useTranslation('admin');
  const startedAt = new Date(new Date(checkedAt).getTime() - uptimeSeconds * 1000).toISOString();
  return (
    <HealthCard title={t('Uptime')}>
      <Facts
        items={[
          [t('Running for'), formatDuration(uptimeSeconds)],
          [t('Started'), <time dateTime={startedAt}>{formatMoment(startedAt)}</time>],
        ]}
      />
    </HealthCard>
  );
}

/** Where media is kept: the disk under DATA_DIR, with its room left, or S3, which has no limit to report. */
export function StorageCard({ storage }: { storage: ServerHealth['storage'] }) {
  const { t } = useTranslation('admin');
  if (storage.kind === 's3') {
    return (
      <HealthCard title={t('Storage')} state={storage.state}>
        <p className="text-sm text-zinc-300">{t('Media is stored in S3.')}</p>
      </HealthCard>
    );
  }
  const { freeBytes, totalBytes, usedBytes } = storage;
  const known = freeBytes !== null && totalBytes !== null;
  const advice = !known
    ? [t('Popreel cannot tell how full the disk is: check the free space of the disk that holds DATA_DIR.')]
    : storage.state === 'red'
      ? [t('The disk that holds DATA_DIR is almost full and uploads will soon fail: free space or move media to S3.')]
      : [t('The disk that holds DATA_DIR is filling up: free space or move media to S3.')];
  return (
    <HealthCard title={t('Storage')} state={storage.state} advice={advice}>
      <Facts
        items={[
          [t('Free space'), known ? t('{{free}} of {{total}} ({{share}})', { free: formatSize(freeBytes), total: formatSize(totalBytes), share: formatShare(freeBytes, totalBytes) }) : t('Unknown')],
          [t('Media kept on disk'), usedBytes === null ? t('Unknown') : formatSize(usedBytes)],
        ]}
      />
    </HealthCard>
  );
}
