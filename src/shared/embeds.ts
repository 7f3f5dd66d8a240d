import { msg } from './i18n/msg.ts';

/**
 * Embeds (issue 57, decision 081): the player page other sites frame, and the oEmbed answer that describes it.
 * No zod here, so the web app's admin screen imports it without the schemas (embeds.schema.ts).
 */

/** Sites an admin may list as allowed to embed. */
export const EMBED_SITES_MAX = 100;
/** The iframe oEmbed offers when the consumer names no size: a phone-shaped 9:16 player. */
export const EMBED_WIDTH = 340;
export const EMBED_HEIGHT = 604;
/** Seconds an oEmbed consumer may keep an answer (its cache_age). */
export const OEMBED_CACHE_SECONDS = 3600;

export const EMBED_MESSAGES = {
  noVideo: msg('There is no video at that URL'),
  jsonOnly: msg('Only the JSON format is available'),
  badSite: msg('Enter each site as its address, like https://example.com'),
  tooManySites: msg('You can list up to 100 sites'), // EMBED_SITES_MAX, in words a translator sees
} as const;
