import { useRef, useState } from 'react';
import { Globe, Lock, Pencil, Share2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Collection } from '../../api/collections-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DeleteCollectionDialog, RenameCollectionDialog } from './collection-dialogs.tsx';
import { useCollectionShare, useUpdateCollection } from './use-collection-actions.ts';

/**
 * What the owner can do to the whole collection (issue 55 item 2), as a row of buttons rather than a menu,
 * so each is one tap and one Tab stop away: Rename, Make public / Make private, Delete collection.
 */
function CollectionOwnerActions({ collection }: { collection: Collection }) {
  const { t } = useTranslation('collections');
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const update = useUpdateCollection(collection.id);
  const renameRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);

  // The button that opened a dialog has the focus back once it has closed (nothing outside a modal takes it).
  const close = () => {
    const opener = dialog === 'rename' ? renameRef : deleteRef;
    setDialog(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  // aria-disabled rather than disabled while it saves: the button keeps the focus, and its new words are read.
  const flip = () =>
    !update.isPending &&
    update.mutate({
      changes: { public: !collection.public },
      done: collection.public ? t('Collection is now private') : t('Collection is now public'),
    });

  return (
    <>
      <button ref={renameRef} type="button" onClick={() => setDialog('rename')} className={buttonClasses('secondary', 'sm')}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('Rename')}
      </button>
      <Button variant="secondary" size="sm" onClick={flip} aria-disabled={update.isPending || undefined}>
        {collection.public ? <Lock aria-hidden="true" className="size-4" /> : <Globe aria-hidden="true" className="size-4" />}
        {collection.public ? t('Make private') : t('Make public')}
      </Button>
      <button ref={deleteRef} type="button" onClick={() => setDialog('delete')} className={buttonClasses('ghost', 'sm', 'text-red-400')}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('Delete collection')}
      </button>
      {dialog === 'rename' ? <RenameCollectionDialog collection={collection} onClose={close} /> : null}
      {dialog === 'delete' ? <DeleteCollectionDialog collection={collection} onClose={close} /> : null}
    </>
  );
}

/**
 * The top of a collection's page (issue 55 item 2): whose it is, how many videos, public or private, Share,
 * and for its owner the actions on the whole collection. The name is the page's heading, in its header.
 */
export function CollectionSummary({ collection }: { collection: Collection }) {
  const { t } = useTranslation('collections');
  const share = useCollectionShare();
  const { owner } = collection;
  return (
    <section aria-label={t('About this collection')} className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-300">
        <Link to={`/profile/${encodeURIComponent(owner.userId)}`} dir="auto" className="font-semibold text-zinc-100 hover:underline focus-visible:outline-2 focus-visible:outline-pink-400">
          @{owner.username}
        </Link>
        <span>{t('{{count}} videos', { count: collection.videoCount })}</span>
        <span className="inline-flex items-center gap-1 rounded-full bg-zinc-800 px-2 py-0.5 text-xs font-semibold text-zinc-200">
          {collection.public ? <Globe aria-hidden="true" className="size-3.5" /> : <Lock aria-hidden="true" className="size-3.5" />}
          {collection.public ? t('Public') : t('Private')}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void share(collection)}>
          <Share2 aria-hidden="true" className="size-4" />
          {t('Share')}
        </Button>
        {collection.isOwner ? <CollectionOwnerActions collection={collection} /> : null}
      </div>
    </section>
  );
}
