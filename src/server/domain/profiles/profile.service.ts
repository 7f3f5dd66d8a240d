import type { ProfileRepo } from '../../data/repos/profile.repo.ts';
import type { ProfileVideosRepo, ProfileVideoRow } from '../../data/repos/profile-videos.repo.ts';
import type { AuthRepo } from '../../data/repos/auth.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { profileUpdateSchema } from '../../../shared/content.schema.ts';
import { usernameSchema } from '../../../shared/auth.schema.ts';
import { AUTH_MESSAGES } from '../../../shared/messages.ts';
import { badRequest, DomainError, forbidden, notFound } from '../errors.ts';
import { keysetPage, timeCursor, timeKey } from '../paging/page.ts';

export const VERIFIED_ADMIN_ONLY = 'Only admins can set the verified mark';
/** A tab's grid, a page at a time (the whole tab was one list of 100 before paging). */
const PROFILE_GRID_PAGE_SIZE = 100;

export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepo,
    private readonly videos: ProfileVideosRepo,
    private readonly auth: AuthRepo,
    private readonly media: MediaUrls,
  ) {}

  /** The profile if this viewer may see it, else 404: its page, its grids and their players share the rule. */
  async findShown(viewerId: string | null, userId: string) {
    const found = await this.profiles.findShown(userId);
    // A deactivated account (deletion asked for) is gone for everyone; a banned one stays for its owner.
    if (!found || found.deactivated || (found.profile.banned && viewerId !== userId)) throw notFound('Profile not found');
    return found.profile;
  }

  async view(viewerId: string | null, userId: string) {
    const profile = await this.findShown(viewerId, userId);
    const isSelf = viewerId === userId;
    const relation = await this.profiles.relation(isSelf ? null : viewerId, userId);
    return { ...(await this.media.profile(profile)), isSelf: isSelf, ...relation };
  }

  /**
   * Who a mention names (issue 37): a mention is text, so it still links after a caption is edited, and is
   * resolved only when opened. The same rule as the profile itself: a banned or leaving account is not found.
   */
  async byUsername(viewerId: string, username: string) {
    const found = await this.profiles.byUsername(username);
    if (!found) throw notFound('Profile not found');
    const profile = await this.findShown(viewerId, found.userId);
    return { userId: profile.userId, username: profile.username };
  }

  async posts(viewerId: string | null, userId: string, cursor?: string) {
    const after = timeCursor(cursor);
    await this.findShown(viewerId, userId);
    const [pinned, rows] = await Promise.all([after ? [] : this.videos.pinnedPosts(viewerId, userId), this.videos.posts(viewerId, userId, PROFILE_GRID_PAGE_SIZE + 1, after)]);
    const page = await this.page(rows);
    // The pinned videos lead the first page, outside the keyset: the pages after it never hold them.
    return pinned.length ? { ...page, items: [...(await Promise.all(pinned.map((row) => this.media.tile(row)))), ...page.items] } : page;
  }

  /** The page key is when the person liked each video, the tab's order. */
  async likes(viewerId: string | null, userId: string, cursor?: string) {
    const after = timeCursor(cursor);
    await this.findShown(viewerId, userId);
    return this.page(await this.videos.likes(viewerId, userId, PROFILE_GRID_PAGE_SIZE + 1, after));
  }

  /** The Reposts tab (issue 55): what the person reposted, last reposted first. */
  async reposts(viewerId: string | null, userId: string, cursor?: string) {
    const after = timeCursor(cursor);
    await this.findShown(viewerId, userId);
    return this.page(await this.videos.reposts(viewerId, userId, PROFILE_GRID_PAGE_SIZE + 1, after));
  }

  /** The owner's Favourites tab (issue 55): only ever their own, last saved first. */
  async favourites(userId: string, cursor?: string) {
    return this.page(await this.videos.favourites(userId, PROFILE_GRID_PAGE_SIZE + 1, timeCursor(cursor)));
  }

  /** The owner's Drafts tab (issue 42): only ever their own, newest first. */
  async drafts(userId: string, cursor?: string) {
    return this.page(await this.videos.drafts(userId, PROFILE_GRID_PAGE_SIZE + 1, timeCursor(cursor)));
  }

  /** The owner's Scheduled tab (issue 42): the soonest first, with the time each goes out; never more than a page. */
  async scheduled(userId: string) {
    const rows = await this.videos.scheduled(userId);
    return { items: await Promise.all(rows.map(async ({ scheduledAt, ...row }) => ({ ...(await this.media.tile(row)), scheduledAt }))), nextCursor: null };
  }

  private page(rows: ProfileVideoRow[]) {
    return keysetPage(rows, PROFILE_GRID_PAGE_SIZE, timeKey, (row) => this.media.tile(row));
  }


  async usernameAvailable(userId: string | null, username: string) {
    const parsed = usernameSchema.safeParse(username);
    if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
    return { username: parsed.data, available: !(await this.videos.usernameTaken(parsed.data, userId)) };
  }

  async update(userId: string, input: unknown) {
    const parsed = profileUpdateSchema.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Update failed');
    const { username, bio, verified } = parsed.data;
    if (verified !== undefined && !(await this.auth.rolesOf(userId)).includes('admin')) throw forbidden(VERIFIED_ADMIN_ONLY);
    const changes = { ...(username !== undefined && { username }), ...(bio !== undefined && { bio }), ...(verified !== undefined && { verified }) };
    if (Object.keys(changes).length === 0) throw badRequest('Nothing to update');
    await this.profiles
      .update(userId, changes)
      .catch((error: { code?: string }) => {
        if (error.code === '23505') throw new DomainError('23505', AUTH_MESSAGES.usernameTaken, 409);
        throw error;
      });
    return this.view(userId, userId);
  }

  /** The avatar job's last step. */
  async setAvatar(userId: string, stored: string, small: string) {
    await this.profiles.setAvatar(userId, stored, small);
  }
}
