import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COLLECTION_NAME_MAX } from '../../../shared/collections.ts';
import type { Collection } from '../../api/collections-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDeleteCollection, useUpdateCollection } from './use-collection-actions.ts';

/**
 * Rename (issue 55 item 2): the name as it is, selected, to type over; 1–50 characters once trimmed, so
 * Save waits while it is blank or unchanged. Mounted only while open.
 */
export function RenameCollectionDialog({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const { t } = useTranslation('collections');
  const [name, setName] = useState(collection.name);
  const inputRef = useRef<HTMLInputElement>(null);
  const update = useUpdateCollection(collection.id);
  const trimmed = name.trim();

  // showModal() focuses Close first; the name is what the person came to change.
  useEffect(() => {
    const frame = requestAnimationFrame(() => inputRef.current?.select());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || !trimmed || trimmed === collection.name) return;
    update.mutate({ changes: { name: trimmed }, done: t('Collection renamed') }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={() => !update.isPending && onClose()} title={t('Rename')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Input
          ref={inputRef}
          label={t('Collection name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={COLLECTION_NAME_MAX}
          autoComplete="off"
          enterKeyHint="done"
          disabled={update.isPending}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={!trimmed || trimmed === collection.name || update.isPending}>
            {update.isPending ? t('Saving…') : t('Save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * "Delete collection" asks first (issue 55 item 2), saying what is kept: the videos stay in Favourites, where
 * the owner is taken once it is gone.
 */
export function DeleteCollectionDialog({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const { t } = useTranslation('collections');
  const remove = useDeleteCollection(collection, t('Collection deleted'));
  return (
    <Dialog open onClose={() => !remove.isPending && onClose()} title={t('Delete collection?')}>
      <p className="text-zinc-300">
        {t('“{{name}}” will be deleted. Its videos stay in your Favourites.', { name: collection.name })}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('Cancel')}
        </Button>
        <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {remove.isPending ? t('Deleting…') : t('Delete')}
        </Button>
      </div>
    </Dialog>
  );
}
