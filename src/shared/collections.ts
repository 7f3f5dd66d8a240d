/**
 * Collections (issue 55 item 2, decision 069): named sets of a person's favourites, private or public, with a
 * cover; the public ones on their profile, playable as a swipe feed, shared by link like a video.
 */

export const COLLECTIONS_MAX = 100;
export const COLLECTION_VIDEOS_MAX = 1000;
export const COLLECTION_NAME_MAX = 50;

export const COLLECTION_MESSAGES = {
  notFound: 'Collection not found',
  nameRequired: 'Give your collection a name',
  nameTooLong: `Collection names can be at most ${COLLECTION_NAME_MAX} characters`,
  tooMany: `You can have up to ${COLLECTIONS_MAX} collections`,
  full: `A collection can hold up to ${COLLECTION_VIDEOS_MAX.toLocaleString('en')} videos`,
  order: 'List each of your collections exactly once',
  coverNotInCollection: 'The cover must be one of the videos in this collection',
  nothingToChange: 'Nothing to change',
} as const;

/** The share link of a public collection, like a video's /v/{id}. */
export const collectionSharePath = (id: string) => `/c/${id}`;
