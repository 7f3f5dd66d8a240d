import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { CollectionVideos, Collections, VideoFavourites } from '../data/db-types.ts';
import type { PlannedUser, PlannedVideo } from './social.ts';

/**
 * What the demo keeps (issue 55): maya_moves has saved a few videos and sorted them into a public collection,
 * shown on her profile, and a private one, so the Favourites tab, the Collections row and a collection's page
 * have something to show on the first start.
 */
const COLLECTIONS: { owner: string; name: string; public: boolean; videos: string[] }[] = [
  { owner: 'maya_moves', name: 'Trips to take', public: true, videos: ['Lisbon sunset', 'Atlantic blues', 'Shibuya at night'] },
  { owner: 'maya_moves', name: 'Recipes to try', public: false, videos: ['Saffron hour', 'Croissant layers'] },
];

export interface KeepingRows {
  favourites: Insertable<VideoFavourites>[];
  collections: Insertable<Collections>[];
  collectionVideos: Insertable<CollectionVideos>[];
}

export function buildKeeping(users: PlannedUser[], videos: PlannedVideo[], now: Date): KeepingRows {
  const rows: KeepingRows = { favourites: [], collections: [], collectionVideos: [] };
  COLLECTIONS.forEach((planned, position) => {
    const owner = users.find((user) => user.username === planned.owner);
    if (!owner) throw new Error(`Unknown seed user ${planned.owner}`);
    const id = randomUUID();
    rows.collections.push({ id, userId: owner.id, name: planned.name, public: planned.public, position });
    planned.videos.forEach((title, index) => {
      const video = videos.find((v) => v.title === title);
      if (!video) throw new Error(`Unknown seed video ${title}`);
      // Saved a day apart, the first listed last (so it leads the collection and is its cover).
      const addedAt = new Date(Math.max(video.createdAt.getTime() + 3_600_000, now.getTime() - (index + 1) * 86_400_000));
      rows.favourites.push({ userId: owner.id, videoId: video.id, createdAt: addedAt });
      rows.collectionVideos.push({ collectionId: id, userId: owner.id, videoId: video.id, addedAt });
    });
  });
  return rows;
}
