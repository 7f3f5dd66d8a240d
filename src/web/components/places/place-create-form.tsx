import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../ui/toast.ts';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, PLACE_TYPES, DEFAULT_PLACE_TYPE, type PlaceType } from '../../../shared/constants.ts';
import { placeSchema, firstIssueMessage } from '../../../shared/content.schema.ts';
import { ApiError } from '../../api/client.ts';
import { placesApi, type Place } from '../../api/places-api.ts';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { msg } from '../../i18n/i18n.ts';
import type { LatLng } from './leaflet-map.tsx';
import { PlaceMap } from './place-map.tsx';
import { placeTypeName } from './place-text.ts';

/** The place schema's words for a bad name (content.schema.ts), translated where the form shows them. */
msg('Place name is required');
msg('Place name must be at most 120 characters');

/** 'restaurant' → 'Restaurant': the type list's labels start with a capital. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const selectClasses = 'h-11 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-base text-zinc-50 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60';

/**
 * Spec §2/§5 add-new-place mode: name, type (default restaurant), address, city, country and a map click for
 * the location. A name and a chosen location are required; the parent unmounts this form after a create,
 * which resets every field.
 */
export function PlaceCreateForm({ onCreated }: { onCreated: (place: Place) => void }) {
  const { t } = useTranslation('places');
  const [name, setName] = useState('');
  const [type, setType] = useState<PlaceType>(DEFAULT_PLACE_TYPE);
  const [address, setAddress] = useState('');
  const [city, setCity] = useState('');
  const [country, setCountry] = useState('');
  const [point, setPoint] = useState<LatLng | null>(null);
  const [errors, setErrors] = useState<{ name?: string; location?: string }>({});
  const typeId = useId();
  const locationId = useId();

  const create = useMutation({
    mutationFn: placesApi.create,
    onSuccess: onCreated,
    onError: (error) => {
      console.error('Failed to create place', error);
      toast.error(error instanceof ApiError && error.fromServer ? error.message : t('Failed to create place'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, type, address, city, country, lat: point?.lat ?? null, lng: point?.lng ?? null };
    const parsed = placeSchema.safeParse(input);
    const nextErrors = {
      name: parsed.success ? undefined : firstIssueMessage(parsed.error),
      // An untouched picker would send latitude 0, which the spec treats as "no location chosen".
      location: point && point.lat !== 0 ? undefined : msg('Please choose the location on the map'),
    };
    setErrors(nextErrors);
    if (nextErrors.name || nextErrors.location) return;
    create.mutate(input);
  };

  const pick = (next: LatLng) => {
    setPoint(next);
    setErrors((current) => ({ ...current, location: undefined }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Add new place')} className="flex flex-col gap-3">
      <Input
        label={t('Place name')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
        error={errors.name && t(errors.name)}
        autoComplete="off"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={typeId} className="text-sm font-medium text-zinc-300">
          {t('Type')}
        </label>
        <select id={typeId} value={type} onChange={(e) => setType(e.target.value as PlaceType)} className={selectClasses}>
          {PLACE_TYPES.map((option) => (
            <option key={option} value={option}>
              {capitalized(placeTypeName(option))}
            </option>
          ))}
        </select>
      </div>
      <Input label={t('Address')} value={address} onChange={(e) => setAddress(e.target.value)} autoComplete="off" />
      <div className="grid grid-cols-2 gap-3">
        <Input label={t('City')} value={city} onChange={(e) => setCity(e.target.value)} autoComplete="off" />
        <Input label={t('Country')} value={country} onChange={(e) => setCountry(e.target.value)} autoComplete="off" />
      </div>
      <PlaceMap label={t('Map: click to choose the location')} center={MAP_DEFAULT_CENTER} zoom={MAP_DEFAULT_ZOOM} marker={point} onPick={pick} />
      <p id={locationId} data-testid="place-coordinates" className={`text-sm ${errors.location ? 'text-red-400' : 'text-zinc-400'}`} aria-live="polite">
        {point
          ? t('Latitude {{lat}}, Longitude {{lng}}', { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) })
          : errors.location
            ? t(errors.location)
            : t('Click the map to choose the location')}
      </p>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('Creating...') : t('Create place')}
      </Button>
    </form>
  );
}
