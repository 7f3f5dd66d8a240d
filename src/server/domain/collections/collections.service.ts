import type { CollectionRepo, CollectionRow } from '../../data/repos/collection.repo.ts';
import type { ProfileService } from '../profiles/profile.service.ts';
import type { MediaUrls } from '../media-urls.ts';
import { badRequest, DomainError, notFound } from '../errors.ts';
import { keysetPage, timeCursor, timeKey } from '../paging/page.ts';
import { COLLECTION_MESSAGES, COLLECTION_VIDEOS_MAX, COLLECTIONS_MAX } from '../../../shared/collections.ts';
import type { Collection } from '../../../shared/collections.schema.ts';

/** A collection's grid, a page at a time (the profile grids' size). */
const GRID_PAGE_SIZE = 100;

/**
 * Collections (issue 55 item 2, decision 069): the owner makes, names, shares, orders and fills them; anyone
 * who may see a public one sees it, with only the videos they may see. Someone else's private collection is a
 * 404, never a 403: it does not exist for them.
 */
export class CollectionsService {
  constructor(
    private readonly repo: CollectionRepo,
    private readonly profiles: ProfileService,
    private readonly media: MediaUrls,
  ) {}

  async mine(userId: string, videoId?: string) {
    const rows = await this.repo.mine(userId, videoId ?? null);
    return { items: await Promise.all(rows.map((row) => this.present(userId, row))), nextCursor: null };
  }

  async ofProfile(viewerId: string, ownerId: string) {
    await this.profiles.findShown(viewerId, ownerId);
    const rows = await this.repo.ofProfile(viewerId, ownerId);
    return { items: await Promise.all(rows.map((row) => this.present(viewerId, row))), nextCursor: null };
  }

  /** The collection if the viewer may see it, else 404. */
  async view(viewerId: string, id: string): Promise<Collection> {
    const row = await this.repo.find(viewerId, id);
    if (!row) throw notFound(COLLECTION_MESSAGES.notFound);
    return this.present(viewerId, row);
  }

  /** For the share page's preview: a public collection of a public account, and its cover among public videos. */
  findPublic(id: string) {
    return this.repo.findPublic(id);
  }

  async create(userId: string, input: { name: string; public: boolean }) {
    const id = await this.repo.create(userId, input.name, input.public, COLLECTIONS_MAX);
    if (!id) throw new DomainError('limit_reached', COLLECTION_MESSAGES.tooMany, 409);
    return this.view(userId, id);
  }

  async update(userId: string, id: string, changes: { name?: string; public?: boolean; coverVideoId?: string | null }) {
    if (changes.name === undefined && changes.public === undefined && changes.coverVideoId === undefined) throw badRequest(COLLECTION_MESSAGES.nothingToChange);
    await this.owned(userId, id);
    if (changes.coverVideoId && !(await this.repo.holds(id, changes.coverVideoId))) throw badRequest(COLLECTION_MESSAGES.coverNotInCollection);
    if (!(await this.repo.update(userId, id, changes))) throw notFound(COLLECTION_MESSAGES.notFound);
    return this.view(userId, id);
  }

  async remove(userId: string, id: string) {
    if (!(await this.repo.remove(userId, id))) throw notFound(COLLECTION_MESSAGES.notFound);
  }

  async reorder(userId: string, ids: string[]) {
    if (!(await this.repo.reorder(userId, ids))) throw badRequest(COLLECTION_MESSAGES.order);
    return this.mine(userId);
  }

  /** Adding saves the video to Favourites too; adding one already there changes nothing. */
  async addVideo(userId: string, id: string, videoId: string) {
    const outcome = await this.repo.addVideo(userId, id, videoId, COLLECTION_VIDEOS_MAX);
    if (outcome === 'full') throw new DomainError('limit_reached', COLLECTION_MESSAGES.full, 409);
    if (outcome === 'missing') {
      await this.owned(userId, id);
      throw notFound('Video not found');
    }
    return this.view(userId, id);
  }

  async removeVideo(userId: string, id: string, videoId: string) {
    if (!(await this.repo.removeVideo(userId, id, videoId))) throw notFound(COLLECTION_MESSAGES.notFound);
    return this.view(userId, id);
  }

  /** The collection's grid: tiles, last added first. */
  async videos(viewerId: string, id: string, cursor?: string) {
    const after = timeCursor(cursor);
    await this.view(viewerId, id);
    return keysetPage(await this.repo.videos(viewerId, id, GRID_PAGE_SIZE + 1, after), GRID_PAGE_SIZE, timeKey, (row) => this.media.tile(row));
  }

  /** The player's skeleton (GridPlayerService hydrates the cards): the grid's rows, after the same check. */
  async playerRows(viewerId: string, id: string, limit: number, cursor?: string) {
    const after = timeCursor(cursor);
    await this.view(viewerId, id);
    return this.repo.videos(viewerId, id, limit, after);
  }

  /** Only the owner changes a collection: anyone else's is not found, as it is when they read a private one. */
  private async owned(userId: string, id: string) {
    const row = await this.repo.find(userId, id);
    if (!row || row.userId !== userId) throw notFound(COLLECTION_MESSAGES.notFound);
  }


  private async present(viewerId: string, row: CollectionRow): Promise<Collection> {
    return {
      id: row.id,
      name: row.name,
      public: row.public,
      owner: { userId: row.userId, username: row.username, avatarUrl: await this.media.sign(row.avatarSmallUrl ?? row.avatarUrl) },
      isOwner: row.userId === viewerId,
      videoCount: row.shownCount,
      coverVideoId: row.coverVideoId,
      cover: row.coverId ? { videoId: row.coverId, thumbnailUrl: await this.media.sign(row.coverThumbnailUrl) } : null,
      hasVideo: row.hasVideo,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }
}
