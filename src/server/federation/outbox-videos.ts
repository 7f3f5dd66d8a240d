import type { Context } from '@fedify/fedify';
import { Announce, Article, Create, Note, PUBLIC_COLLECTION, traverseCollection, Video } from '@fedify/vocab';
import type { ExportedVideo } from '../data/repos/video-import.repo.ts';
import { DomainError } from '../domain/errors.ts';
import { IMPORT_MAX_VIDEOS, IMPORT_MESSAGES } from '../../shared/video-import.ts';
import { knownAs, type AccountMoves } from './moves.ts';
import type { RemoteAccounts } from './remote-accounts.ts';
import { remoteVideoOf } from './remote-video-fields.ts';

/** Outbox entries read before giving up on finding more videos (a text-only account's outbox may be long). */
const ITEMS_READ_MAX = 5_000;
/** The whole read, every page and object, within this. */
const READ_DEADLINE_MS = 60_000;

/**
 * Issue 58 part 5: the public videos of an account on another server (Loops, PeerTube, another Popreel), for
 * an import into this one. The account must be the person's own: its actor, fetched now, lists this account
 * under alsoKnownAs, which only its owner can set there. Only what it posted itself, publicly or unlisted, is
 * kept (an outbox that names another's video does not make it theirs); boosts are skipped. Each video's file is
 * then fetched by the import-video job through the guarded request, like a TikTok link.
 */
export class OutboxVideos {
  constructor(
    private readonly moves: AccountMoves,
    private readonly accounts: RemoteAccounts,
    private readonly context: () => Context<void>,
  ) {}

  async read(userId: string, typed: string): Promise<{ handle: string; videos: ExportedVideo[] }> {
    const { actor, name, host } = await this.moves.lookUp(typed);
    const ctx = this.context();
    if (!knownAs(actor, ctx.getActorUri(userId).href)) throw new DomainError('bad_request', IMPORT_MESSAGES.notAliased, 422);
    const loaders = { documentLoader: await this.accounts.signedLoader(ctx), contextLoader: ctx.contextLoader };
    const outbox = await actor.getOutbox(loaders).catch(() => null);
    const videos: ExportedVideo[] = [];
    if (!outbox || !actor.id) return { handle: `${name}@${host}`, videos };
    const deadline = Date.now() + READ_DEADLINE_MS;
    let read = 0;
    try {
      for await (const item of traverseCollection(outbox, { ...loaders, suppressError: true })) {
        if (++read > ITEMS_READ_MAX || videos.length >= IMPORT_MAX_VIDEOS || Date.now() > deadline) break;
        if (item instanceof Announce || !(item instanceof Create)) continue;
        const post = await item.getObject(loaders).catch(() => null);
        if (!(post instanceof Note || post instanceof Video || post instanceof Article)) continue;
        if (post.attributionId?.href !== actor.id.href || post.id?.origin !== actor.id.origin) continue;
        const addressed = [...post.toIds, ...post.ccIds].map((id) => id.href);
        if (!addressed.includes(PUBLIC_COLLECTION.href)) continue;
        const video = await remoteVideoOf(post, ctx).catch(() => null);
        if (video) videos.push({ link: video.mediaUrl, caption: video.caption, postedAt: post.published ? new Date(post.published.epochMilliseconds) : null });
      }
    } catch {
      // A page that cannot be read ends the list where it is: what was read so far is listed.
    }
    return { handle: `${name}@${host}`, videos };
  }
}
