import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileArchive, LoaderCircle } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-messages.ts';
import { accountApi, type DataExport } from '../../../api/account-api.ts';
import { accountKeys, EXPORT_POLL_MS } from '../../../api/account-keys.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { calendarDate, formatBytes, relativeTime } from '../../../lib/format.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';

const preparing = (exports: DataExport[] | undefined) => exports?.some((item) => item.status === 'pending') ?? false;

function ExportStatus({ item }: { item: DataExport }) {
  const { t } = useTranslation('settings');
  switch (item.status) {
    case 'pending':
      return (
        <span role="status" className="flex items-center gap-1.5 text-zinc-300">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-pink-500" />
          {t(ACCOUNT_TEXT.exportPreparing)}
        </span>
      );
    case 'failed':
      return <span className="text-red-300">{t(ACCOUNT_TEXT.exportFailed)}</span>;
    case 'expired':
      return <span className="text-zinc-400">{t(ACCOUNT_TEXT.exportExpired)}</span>;
    case 'ready':
      return (
        <span className="text-zinc-400">
          {item.sizeBytes !== null ? `${formatBytes(item.sizeBytes)} · ` : ''}
          {item.expiresAt ? ACCOUNT_TEXT.exportExpires(calendarDate(item.expiresAt)) : null}
        </span>
      );
  }
}

function ExportRow({ item }: { item: DataExport }) {
  const { t } = useTranslation('settings');
  return (
    <li data-export-status={item.status} className="flex items-center gap-3 rounded-xl bg-zinc-900 p-3">
      <FileArchive aria-hidden="true" className="size-5 shrink-0 text-zinc-400" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{ACCOUNT_TEXT.exportRequestedAt(relativeTime(item.createdAt))}</p>
        <ExportStatus item={item} />
      </div>
      {item.status === 'ready' && item.downloadUrl ? (
        // A plain link: the browser streams the .zip to disk itself, however large it is.
        <a href={item.downloadUrl} download className={buttonClasses('secondary', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          {t(ACCOUNT_TEXT.exportDownload)}
        </a>
      ) : null}
    </li>
  );
}

/**
 * "Download my data": the export is built by a job, so the list asks again every few seconds while one is
 * being prepared, and a mail (and a notification) says when it is ready too.
 */
export function DataExportSection() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: accountKeys.exports,
    queryFn: ({ signal }) => accountApi.exports(signal),
    refetchInterval: (query) => (preparing(query.state.data) ? EXPORT_POLL_MS : false),
  });
  const request = useMutation({
    mutationFn: accountApi.requestExport,
    onSuccess: (created) => {
      toast.success(t(ACCOUNT_MESSAGES.exportRequested));
      queryClient.setQueryData<DataExport[]>(accountKeys.exports, (exports) => [created, ...(exports ?? []).filter((item) => item.id !== created.id)]);
    },
    onError: (error) => toast.error(serverMessage(error, t(ACCOUNT_TEXT.actionFailed))),
  });

  return (
    <AccountSection title={t(ACCOUNT_TEXT.dataTitle)} detail={`${t(ACCOUNT_TEXT.dataDetail)} ${t(ACCOUNT_TEXT.dataPortable)}`}>
      <Button variant="secondary" disabled={request.isPending || preparing(list.data)} onClick={() => request.mutate()} className="self-start">
        <Download aria-hidden="true" className="size-4" />
        {request.isPending ? t(ACCOUNT_TEXT.requestingExport) : t(ACCOUNT_TEXT.requestExport)}
      </Button>
      <QueryState query={list} look="box" text={{ loading: t('Loading exports'), failed: t(ACCOUNT_TEXT.loadExportsFailed), retry: t(ACCOUNT_TEXT.retry) }}>
        {(exports) =>
          exports.length === 0 ? (
            <p className="text-sm text-zinc-400">{t(ACCOUNT_TEXT.noExports)}</p>
          ) : (
            <ul aria-label={t(ACCOUNT_TEXT.exportsLabel)} className="flex flex-col gap-2">
              {exports.map((item) => (
                <ExportRow key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </AccountSection>
  );
}
