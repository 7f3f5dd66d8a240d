import { i18n, msg } from '../../i18n/i18n.ts';

/** A place's type (the API's own word), lower case as the page shows it; forms capitalise it for a list. */
const PLACE_TYPE_NAMES: Record<string, string> = {
  restaurant: msg('restaurant'),
  bar: msg('bar'),
  event: msg('event'),
  venue: msg('venue'),
  shop: msg('shop'),
  other: msg('other'),
};

/** 'restaurant' in the reader's language; a type this app does not know is shown as the API wrote it. */
export const placeTypeName = (type: string) => (PLACE_TYPE_NAMES[type] ? i18n.t(PLACE_TYPE_NAMES[type], { ns: 'places' }) : type);
