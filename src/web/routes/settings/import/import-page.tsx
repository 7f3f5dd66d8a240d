import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ImportSource } from '../../../api/imports-api.ts';
import { ArchiveOutcome } from './archive-outcome.tsx';
import { ExportUploadForm } from './export-upload-form.tsx';
import { OutboxForm } from './outbox-form.tsx';
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
      sources={['tiktok']}
      title={t('Import from TikTok')}
      intro={t('Download your data from TikTok (Settings → Account → Download your data, in JSON format), then choose the file or the zip here.')}
    />
  );
}

/**
 * /settings/import/archive (issue 58, decision 080): the data export of an account on another Popreel read in the
 * same way, and its profile, blocks and mutes brought over; or the videos of one's own account on any server
 * (Loops, PeerTube, Popreel) read from its outbox.
 */
export function ArchiveImportPage() {
  const { t } = useTranslation('settings');
  return (
    <ImportScreen
      sources={['archive', 'outbox']}
      title={t('Move in from another server')}
      intro={t('On your other Popreel, download your data (Settings → Account and security → Download my data), then choose the zip here. Your bio, picture, blocks and mutes come at once; pick the videos to bring as drafts.')}
    />
  );
}

/** The open import is the one just read, or the newest of this source, so coming back shows where things stand. */
function ImportScreen({ sources, title, intro }: { sources: ImportSource[]; title: string; intro: string }) {
  const { t } = useTranslation('settings');
  useDocumentTitle(title);
  const { userId, list, openId, current, read, readOutbox, pick } = useVideoImport(sources);
  const retry = t('Try again');

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={title} back={{ to: '/settings', label: t('Back to Edit Profile') }} />
      <main className="mx-auto flex max-w-lg flex-col gap-6 p-4 pb-16">
        <p className="text-sm text-zinc-400">{intro}</p>
        <ExportUploadForm source={sources[0]} read={read} />
        {sources.includes('outbox') ? <OutboxForm read={readOutbox} /> : null}
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
                  fromAccount={data.fromAccount}
                  items={data.items}
                  userId={userId}
                  importing={pick.isPending}
                  onImport={(itemIds) => pick.mutateAsync({ importId: data.id, itemIds })}
                />
                {data.source === 'outbox' ? null : <FollowedPeople key={`people-${data.id}`} source={data.source} following={data.following} />}
              </>
            )}
          </QueryState>
        )}
      </main>
    </div>
  );
}
