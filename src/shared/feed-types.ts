/** A feed's cards and a grid's tiles are described by their schemas; their types are re-exported here. */
export type { CardPage, FeedItem, FeedPage } from './feed-answers.schema.ts';
export type { TileVideo } from './tile-video.schema.ts';

export type ReactionType = 'pop' | 'unpop';
