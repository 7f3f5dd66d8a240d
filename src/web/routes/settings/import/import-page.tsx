import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ExportUploadForm } from './export-upload-form.tsx';
import { FollowedPeople } from './followed-people.tsx';
import { ImportVideos } from './import-videos.tsx';
import { useVideoImport } from './use-video-import.ts';

/**
 * /settings/import (issue 58): a TikTok data export read into a list of its videos, the picked ones fetched as
 * drafts, and the people followed there looked up here. The open import is the one just read, or the newest,
 * so coming back shows where things stand.
 */
export function ImportPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('Import from TikTok'));
  const { userId, list, openId, current, read, pick } = useVideoImport();
  const retry = t('Try again');

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t('Import from TikTok')} back={{ to: '/settings', label: t('Back to Edit Profile') }} />
      <main className="mx-auto flex max-w-lg flex-col gap-6 p-4 pb-16">
        <p className="text-sm text-zinc-400">
          {t('Download your data from TikTok (Settings → Account → Download your data, in JSON format), then choose the file or the zip here.')}
        </p>
        <ExportUploadForm read={read} />
        {openId === null ? (
          // Before any import there is only the form; the list of imports is read to find the newest.
          <QueryState query={list} alert="none" text={{ loading: t('Loading your imports'), failed: t('Could not load your imports.'), retry }} />
        ) : (
          <QueryState query={current} look="section" text={{ loading: t('Loading the import'), failed: t('Could not load this import.'), retry }}>
            {(data) => (
              <>
                <ImportVideos
                  key={data.id}
                  items={data.items}
                  userId={userId}
                  importing={pick.isPending}
                  onImport={(itemIds) => pick.mutateAsync({ importId: data.id, itemIds })}
                />
                <FollowedPeople key={`people-${data.id}`} following={data.following} />
              </>
            )}
          </QueryState>
        )}
      </main>
    </div>
  );
}
