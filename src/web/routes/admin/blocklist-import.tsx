import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { BLOCKLIST_CSV_MAX, BLOCKLIST_MESSAGES } from '../../../shared/federation-policy.ts';
import { BLOCKLIST_EXPORT_PATH, type BlocklistEntry } from '../../api/federation-api.ts';
import { useBlocklistImport } from './use-blocklists.ts';

/** The severities as the lists name them, in this screen's words. */
export function useSeverityWord() {
  const { t } = useTranslation('admin');
  return (severity: BlocklistEntry['severity']) => (severity === 'suspend' ? t('Suspend') : t('Limit'));
}

/**
 * Issue 52 item 7: a Mastodon domain-block CSV, chosen as a file, read by the server first (a dry run) so the
 * admin sees every domain and what happens to it before anything changes; and the export of this server's own.
 */
export function BlocklistImport() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const fileId = useId();
  const { preview, commit } = useBlocklistImport();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const severityWord = useSeverityWord();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    commit.reset();
    setFileError(null);
    if (!file) return setCsv(null);
    if (file.size > BLOCKLIST_CSV_MAX) return setFileError(t(BLOCKLIST_MESSAGES.csvTooLarge));
    const text = await file.text();
    setCsv(text);
    preview.mutate(text);
  };
  const entries = preview.data?.entries ?? [];
  const done = commit.isSuccess;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-zinc-900 p-4 ring-1 ring-white/10">
      <h2 id={headingId} className="text-lg font-bold">
        {t('Domain blocklist')}
      </h2>
      <p className="text-sm text-zinc-400">{t('Import a Mastodon domain-block CSV, or export this server’s suspended and limited domains in the same format. A rule on a domain holds for its subdomains and every port.')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-zinc-300">
            {t('CSV file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void choose(event)}
            aria-invalid={fileError ? true : undefined}
            className="text-sm file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-zinc-800 file:px-4 file:font-semibold file:text-zinc-100"
          />
          {fileError ? <p role="alert" className="text-sm text-red-400">{fileError}</p> : null}
        </div>
        <a href={BLOCKLIST_EXPORT_PATH} download className="inline-flex min-h-11 items-center justify-center rounded-full bg-zinc-800 px-5 font-semibold text-zinc-100 hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-pink-400">
          {t('Export CSV')}
        </a>
      </div>
      {preview.isPending ? <p role="status" className="text-sm text-zinc-400">{t('Reading the list…')}</p> : null}
      {preview.data && csv !== null && !done ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-sm">
            {t('{{count}} servers in this list', { count: entries.length })}
            {preview.data.skipped.length > 0 ? ` · ${t('{{count}} lines skipped', { count: preview.data.skipped.length })}` : ''}
          </p>
          {entries.length > 0 ? (
            <div className="max-h-64 overflow-y-auto rounded-xl ring-1 ring-white/10" tabIndex={0} role="region" aria-label={t('Servers in this list')}>
              <table className="w-full text-sm">
                <thead className="sticky top-0 bg-zinc-900 text-zinc-400">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start font-medium">{t('Server')}</th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">{t('Rule')}</th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">{t('Comment')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.domain} className="border-t border-zinc-800">
                      <th scope="row" dir="ltr" className="px-3 py-1.5 text-start font-medium break-all">{entry.domain}</th>
                      <td className="px-3 py-1.5">{severityWord(entry.severity)}</td>
                      <td className="px-3 py-1.5 text-zinc-400">{entry.comment ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <Button className="self-start" disabled={entries.length === 0 || commit.isPending} onClick={() => commit.mutate(csv)}>
            {commit.isPending ? t('Importing…') : t('Import {{count}} servers', { count: entries.length })}
          </Button>
        </div>
      ) : null}
      {done ? <p role="status" className="text-sm text-emerald-400">{t('Imported {{count}} servers', { count: commit.data.applied })}</p> : null}
    </section>
  );
}
