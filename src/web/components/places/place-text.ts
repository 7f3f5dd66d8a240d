import { PLACE_TYPE_LABELS, type PlaceType } from '../../../shared/constants.ts';
import { i18n } from '../../i18n/i18n.ts';

/** 'restaurant' in the reader's language; a type this app does not know is shown as the API wrote it. */
export const placeTypeName = (type: string) => (type in PLACE_TYPE_LABELS ? i18n.t(PLACE_TYPE_LABELS[type as PlaceType], { ns: 'places' }) : type);
