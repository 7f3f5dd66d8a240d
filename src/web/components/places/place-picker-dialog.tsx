import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { trackEvent } from '../../api/analytics.ts';
import type { Place } from '../../api/places-api.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { PlaceCreateForm } from './place-create-form.tsx';
import { PlaceSearch } from './place-search.tsx';

interface PlacePickerProps {
  open: boolean;
  onClose: () => void;
  onSelect: (place: Place) => void;
}

// The picker opens on another area's screen (upload): its words start loading with its code, so opening it
// never waits on them.
void i18n.loadNamespaces('places');

/** Search mode or add-new-place mode; remounted on every opening, so each starts empty. */
function PickerBody({ onSelect }: { onSelect: (place: Place, source: 'search' | 'create') => void }) {
  const { t } = useTranslation('places');
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {creating ? <PlaceCreateForm onCreated={(place) => onSelect(place, 'create')} /> : <PlaceSearch onChoose={(place) => onSelect(place, 'search')} />}
      <Button variant="secondary" size="sm" aria-expanded={creating} onClick={() => setCreating((value) => !value)}>
        {creating ? t('Search existing places') : t('Add new place')}
      </Button>
    </div>
  );
}

/**
 * Spec §2 place picker and §4 "Place picker": choosing a result or creating a place calls the callback,
 * closes the dialog, hides the create form and resets the fields (the body unmounts when closed).
 */
export function PlacePickerDialog({ open, onClose, onSelect }: PlacePickerProps) {
  const { t } = useTranslation('places');
  const select = (place: Place, source: 'search' | 'create') => {
    trackEvent('place_select', { placeId: place.id, source });
    onSelect(place);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('Choose a place')}>
      {open ? <PickerBody onSelect={select} /> : null}
    </Dialog>
  );
}
