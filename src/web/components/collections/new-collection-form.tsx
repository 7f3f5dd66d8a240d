import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COLLECTION_NAME_MAX } from '../../../shared/collections.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import type { NewCollection } from './use-create-collection.ts';

interface NewCollectionFormProps {
  onCreate: (collection: NewCollection) => void;
  pending: boolean;
  /** In a dialog of its own the name is what the user came to fill in; beside a list it waits its turn. */
  autoFocus?: boolean;
  /** The field starts empty again after each collection made. */
  resetKey?: number;
}

/**
 * A new collection's name (1–50 characters, trimmed: Create stays disabled while it is blank) and whether
 * it is public. Shared by "Add to collection" and the Favourites tab's "New collection". Only Create waits
 * while a collection is being made, so the field can take the focus back the moment it is done.
 */
export function NewCollectionForm({ onCreate, pending, autoFocus = false, resetKey = 0 }: NewCollectionFormProps) {
  const { t } = useTranslation('collections');
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = name.trim();

  // After each collection made the form starts again, the name field focused: Create, where the focus was,
  // is disabled while the name is blank.
  useEffect(() => {
    if (resetKey === 0) return;
    setName('');
    setIsPublic(false);
    inputRef.current?.focus();
  }, [resetKey]);

  // showModal() focuses the first control (Close); a frame later the name field takes it.
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && trimmed) onCreate({ name: trimmed, isPublic });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <Input
        ref={inputRef}
        label={t('Collection name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={COLLECTION_NAME_MAX}
        autoComplete="off"
        enterKeyHint="done"
      />
      <div className="flex items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-zinc-200">
          <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} className="size-5 accent-pink-600" />
          {t('Public')}
        </label>
        <Button type="submit" size="sm" disabled={!trimmed || pending}>
          {pending ? t('Creating…') : t('Create')}
        </Button>
      </div>
    </form>
  );
}
