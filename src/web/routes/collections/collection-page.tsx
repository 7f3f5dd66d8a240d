import { useQuery } from '@tanstack/react-query';
import { FolderX } from 'lucide-react';
import { useParams } from 'react-router';
import { isMissing } from '../../api/client.ts';
import { collectionKeys } from '../../api/collection-keys.ts';
import { collectionsApi } from '../../api/collections-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CollectionSummary } from './collection-summary.tsx';
import { CollectionVideos } from './collection-videos.tsx';

/**
 * A collection's page (issue 55 item 2), at /collections/{id} and its share link /c/{id}: whose it is, its
 * videos as a grid that opens its player, and its owner's controls. A private one is "not found" to anyone
 * else, as the server answers; a failed read keeps its failure and a way to read again.
 */
export function CollectionPage() {
  const { t } = useTranslation('collections');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const collection = useQuery({ queryKey: collectionKeys.collection(id), queryFn: ({ signal }) => collectionsApi.get(id, signal) });
  const missing = collection.isError && isMissing(collection.error);
  const name = collection.data?.name;
  useDocumentTitle(name ?? (missing ? t('Collection not found') : t('Collection')));
  // Back leads to its owner's profile; until that is known, to mine.
  const ownerId = collection.data?.owner.userId ?? user?.id ?? '';

  return (
    <div className="flex min-h-dvh flex-col bg-black text-zinc-100">
      <PageHeader title={name ?? t('Collection')} back={{ to: `/profile/${encodeURIComponent(ownerId)}`, label: t('Back to profile'), preferHistory: true }} />
      {missing ? (
        <NotFoundState
          mark={<FolderX aria-hidden="true" className="size-12 text-zinc-500" />}
          title={t('Collection not found')}
          explanation={t('It may be private, or its owner may have deleted it.')}
          home={{ to: '/', label: t('Back to Feed') }}
        />
      ) : (
        <main className="mx-auto flex w-full max-w-2xl flex-col gap-5 p-4">
          <QueryState query={collection} look="page" text={{ loading: t('Loading collection'), failed: t('Could not load this collection'), retry: t('Try again') }}>
            {(data) => (
              <>
                <CollectionSummary collection={data} />
                <CollectionVideos key={data.id} collection={data} />
              </>
            )}
          </QueryState>
        </main>
      )}
    </div>
  );
}
