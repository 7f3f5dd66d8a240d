import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ImportSource } from '../../../api/imports-api.ts';
import { ArchiveOutcome } from './archive-outcome.tsx';
import { ExportUploadForm } from './export-upload-form.tsx';
import { FollowedPeople } from './followed-people.tsx';
import { ImportVideos } from './import-videos.tsx';
import { useVideoImport } from './use-video-import.ts';

/**
 * /settings/import (issue 58): a TikTok data export read into a list of its videos, the picked ones fetched as
 * drafts, and the people followed there looked up here.
 */
export function ImportPage() {
  const { t } = useTranslation('settings');
  return (
    <ImportScreen
      source="tiktok"
      title={t('Import from TikTok')}
      intro={t('Download your data from TikTok (Settings → Account → Download your data, in JSON format), then choose the file or the zip here.')}
    />
  );
}

/**
 * /settings/import/archive (issue 58, decision 080): the data export of an account on another Popreel read in the
 * same way, and its profile, blocks and mutes brought over.
 */
export function ArchiveImportPage() {
  const { t } = useTranslation('settings');
  return (
    <ImportScreen
      source="archive"
      title={t('Move in from another Popreel')}
      intro={t('On your other Popreel, download your data (Settings → Account and security → Download my data), then choose the zip here. Your bio, picture, blocks and mutes come at once; pick the videos to bring as drafts.')}
    />
  );
}

/** The open import is the one just read, or the newest of this source, so coming back shows where things stand. */
function ImportScreen({ source, title, intro }: { source: ImportSource; title: string; intro: string }) {
  const { t } = useTranslation('settings');
  useDocumentTitle(title);
  const { userId, list, openId, current, read, pick } = useVideoImport(source);
  const retry = t('Try again');

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={title} back={{ to: '/settings', label: t('Back to Edit Profile') }} />
      <main className="mx-auto flex max-w-lg flex-col gap-6 p-4 pb-16">
        <p className="text-sm text-zinc-400">{intro}</p>
        <ExportUploadForm source={source} read={read} />
        {openId === null ? (
          // Before any import there is only the form; the list of imports is read to find the newest.
          <QueryState query={list} alert="none" text={{ loading: t('Loading your imports'), failed: t('Could not load your imports.'), retry }} />
        ) : (
          <QueryState query={current} look="section" text={{ loading: t('Loading the import'), failed: t('Could not load this import.'), retry }}>
            {(data) => (
              <>
                {data.source === 'archive' ? <ArchiveOutcome key={`outcome-${data.id}`} profile={data.profile} accounts={data.accounts} /> : null}
                <ImportVideos
                  key={data.id}
                  source={data.source}
                  items={data.items}
                  userId={userId}
                  importing={pick.isPending}
                  onImport={(itemIds) => pick.mutateAsync({ importId: data.id, itemIds })}
                />
                <FollowedPeople key={`people-${data.id}`} source={data.source} following={data.following} />
              </>
            )}
          </QueryState>
        )}
      </main>
    </div>
  );
}
