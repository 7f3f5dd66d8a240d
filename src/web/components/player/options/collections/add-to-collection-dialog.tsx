import { useId, useState } from 'react';
import { Lock } from 'lucide-react';
import type { Collection } from '../../../../api/collections-api.ts';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { NewCollectionForm } from '../../../collections/new-collection-form.tsx';
import { useCreateCollection } from '../../../collections/use-create-collection.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { toast } from '../../../ui/toast.ts';
import { useCollectionMembership } from './use-collection-membership.ts';

interface CollectionChoiceProps {
  collection: Collection;
  /** The tick its running call is making; undefined when no call runs. */
  busy: boolean | undefined;
  onToggle: (collection: Collection, add: boolean) => void;
}

/** One of my collections as a checkbox, named by the collection alone (its count and lock describe it): ticked when it holds the video. */
function CollectionChoice({ collection, busy, onToggle }: CollectionChoiceProps) {
  const { t } = useTranslation('collections');
  const nameId = useId();
  const detailsId = useId();
  return (
    <li>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-white/5 has-focus-visible:bg-white/5">
        <input
          type="checkbox"
          aria-labelledby={nameId}
          aria-describedby={detailsId}
          checked={busy ?? collection.hasVideo}
          // aria-disabled, not disabled, while its call runs: the box keeps the keyboard's focus.
          aria-disabled={busy !== undefined || undefined}
          onChange={(event) => busy === undefined && onToggle(collection, event.target.checked)}
          className="size-5 shrink-0 accent-pink-600"
        />
        <span id={nameId} dir="auto" className="min-w-0 flex-1 truncate text-sm font-medium">
          {collection.name}
        </span>
        <span id={detailsId} className="inline-flex shrink-0 items-center gap-1.5 text-xs text-zinc-400">
          {collection.public ? null : (
            <>
              <Lock aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('Private')}</span>
            </>
          )}
          {t('{{count}} videos', { count: collection.videoCount })}
        </span>
      </label>
    </li>
  );
}

/**
 * "Add to collection" from a card's options menu (issue 55 item 2): my collections as checkboxes (ticked
 * when the video is in one), each tick saved at once; and a new collection, made with the video already in it.
 */
export function AddToCollectionDialog({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const { t } = useTranslation('collections');
  const headingId = useId();
  const { list, toggle, busy } = useCollectionMembership(videoId);
  const [made, setMade] = useState(0);
  const create = useCreateCollection(async (created) => {
    // Made either way; the add's failure has had its own toast.
    setMade((count) => count + 1);
    if (await toggle(created, true)) toast.success(t('Added to {{name}}', { name: created.name }));
  });
  const items = list.data?.items ?? [];

  return (
    <Dialog open onClose={onClose} title={t('Add to collection')}>
      <div className="flex max-h-[70dvh] flex-col gap-4 overflow-y-auto pe-1">
        <QueryState
          query={list}
          look="inline"
          isEmpty={items.length === 0}
          empty={<p className="py-2 text-sm text-zinc-400">{t('No collections yet')}</p>}
          text={{ loading: t('Loading collections'), failed: t('Could not load your collections'), retry: t('Try again') }}
        >
          <ul aria-label={t('Your collections')} className="flex flex-col gap-0.5">
            {items.map((collection) => (
              <CollectionChoice key={collection.id} collection={collection} busy={busy.get(collection.id)} onToggle={(item, add) => void toggle(item, add)} />
            ))}
          </ul>
        </QueryState>
        <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-zinc-800 pt-4">
          <h3 id={headingId} className="text-sm font-semibold text-zinc-200">
            {t('New collection')}
          </h3>
          <NewCollectionForm onCreate={(value) => create.mutate(value)} pending={create.isPending} resetKey={made} />
        </section>
      </div>
    </Dialog>
  );
}
