import { mapErrorMessage, type MappableError } from '../../../shared/error-mapper.ts';
import { i18n } from '../../i18n/i18n.ts';

/**
 * What a failed collection call says (spec §8): the server's own message, already in the app's language (a
 * full collection, too many collections, a bad name), or the mapped one (a lost connection).
 */
export function collectionErrorText(error: unknown): string {
  return i18n.t(mapErrorMessage(error as MappableError));
}
