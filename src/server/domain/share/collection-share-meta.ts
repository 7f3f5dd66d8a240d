import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import { collectionSharePath } from '../../../shared/collections.ts';
import { wordsFor } from '../../i18n/i18n.ts';
import { sharePreviewPaths, type ShareMeta } from './share-meta.ts';

/** What a public collection's preview needs: found through the signed-out rule (CollectionRepo.find(null, …)). */
export interface SharedCollection {
  id: string;
  name: string;
  username: string;
  coverId: string | null;
}

/**
 * A public collection's link preview (issue 55 item 2), like a video's: its name and owner in the title, and
 * its cover's share card (a public video's /v/{id}/card.jpg, which outlives signed links) or Popreel's own.
 */
export function collectionShareMeta(collection: SharedCollection, origin: string, locale: Locale = DEFAULT_LOCALE): ShareMeta {
  const t = wordsFor(locale, { ns: 'pages' });
  return {
    title: t("{{name}} · @{{username}}'s collection", { name: collection.name, username: collection.username }),
    description: t('A collection by @{{username}} on Popreel', { username: collection.username }),
    canonical: `${origin}${collectionSharePath(collection.id)}`,
    image: collection.coverId ? `${origin}${sharePreviewPaths(collection.coverId).card}` : `${origin}/logo-1200x630.png`,
    imageAlt: null,
    video: null,
    locale,
  };
}
