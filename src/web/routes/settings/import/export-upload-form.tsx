import { useId, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { FileUp, LoaderCircle } from 'lucide-react';
import { ARCHIVE_IMPORT_MAX_BYTES, IMPORT_EXPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../../shared/video-import.ts';
import { ApiError } from '../../../api/client.ts';
import type { ImportSource, VideoImport } from '../../../api/imports-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface ExportUploadFormProps {
  source: ImportSource;
  read: UseMutationResult<VideoImport, Error, File>;
}

type T = (key: string, values?: Record<string, unknown>) => string;

/** What each kind of file is called, takes and says. */
function kindOf(source: ImportSource, t: T) {
  return source === 'archive'
    ? {
        accept: '.zip,application/zip',
        maxBytes: ARCHIVE_IMPORT_MAX_BYTES,
        tooLarge: t(IMPORT_MESSAGES.archiveTooLarge),
        label: t('Popreel data export'),
        hint: t('The zip “Download my data” made on your other Popreel, up to 2 GB'),
        submit: t('Read archive'),
        reading: t('Reading your archive…'),
      }
    : {
        accept: '.json,.zip,application/json,application/zip',
        maxBytes: IMPORT_EXPORT_MAX_BYTES,
        tooLarge: t(IMPORT_MESSAGES.tooLarge),
        label: t('TikTok data export'),
        hint: t('The JSON file (user_data_tiktok.json) or the zip that holds it, up to 64 MB'),
        submit: t('Read export'),
        reading: t('Reading your export…'),
      };
}

/** What went wrong reading the file: the server's own words for a refusal, else this screen's. */
function problemOf(error: Error | null, tooLarge: string, t: T): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (error.fromServer && error.message) return error.message;
    if (error.status === 413) return tooLarge;
  }
  return t('Could not read the export. Try again.');
}

/**
 * The TikTok data export (or the Popreel archive) chosen and sent to be read. A refusal (not an export, too
 * large) shows in an alert under the field; a file over the cap is refused here before it is sent.
 */
export function ExportUploadForm({ source, read }: ExportUploadFormProps) {
  const { t } = useTranslation('settings');
  const kind = kindOf(source, t);
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = file !== null && file.size > kind.maxBytes;
  const message = tooLarge ? kind.tooLarge : problemOf(read.error, kind.tooLarge, t);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!file || tooLarge || read.isPending) return;
    // Read once: the field empties, so the next export is a choice of its own.
    read.mutate(file, {
      onSuccess: () => {
        form.reset();
        setFile(null);
      },
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900 p-4" aria-busy={read.isPending}>
      <label htmlFor={inputId} className="text-sm font-semibold text-zinc-100">
        {kind.label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={kind.accept}
        aria-describedby={hintId}
        aria-invalid={message ? true : undefined}
        disabled={read.isPending}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          read.reset();
        }}
        className="w-full text-sm text-zinc-300 file:me-3 file:rounded-full file:border-0 file:bg-zinc-800 file:px-4 file:py-2 file:font-semibold file:text-zinc-100 hover:file:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-pink-400"
      />
      <p id={hintId} className="text-xs text-zinc-400">
        {kind.hint}
      </p>
      {message ? (
        <p role="alert" className="text-sm text-red-400">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!file || tooLarge || read.isPending}>
          <FileUp aria-hidden="true" className="size-4" />
          {kind.submit}
        </Button>
        <p role="status" className="inline-flex items-center gap-2 text-sm text-zinc-300">
          {read.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-pink-500 motion-reduce:animate-none" />
              {kind.reading}
            </>
          ) : read.data ? (
            t('Export read. Videos found: {{videos}}', { videos: read.data.items.length })
          ) : null}
        </p>
      </div>
    </form>
  );
}
