/**
 * The paths of Popreel's ActivityPub documents (issue 40). Actors are named by user id, which never changes,
 * while a username may; WebFinger maps `acct:username@host` to it.
 */
export const AP_PATHS = {
  actor: '/ap/users/{identifier}',
  inbox: '/ap/users/{identifier}/inbox',
  sharedInbox: '/ap/inbox',
  outbox: '/ap/users/{identifier}/outbox',
  followers: '/ap/users/{identifier}/followers',
  following: '/ap/users/{identifier}/following',
  featured: '/ap/users/{identifier}/featured',
  /** Videos and comments are both Notes (Fedify has one dispatcher per class): `v-<id>` and `c-<id>`. */
  note: '/ap/notes/{id}',
  nodeInfo: '/nodeinfo/2.1',
} as const;

/** The instance actor's identifier: it signs fetches and forwarded reports, never posts. */
export const INSTANCE_ACTOR = 'instance';

/** Paths Fedify answers; everything else is Popreel's. */
export function isFederationPath(path: string): boolean {
  return path.startsWith('/ap/') || path.startsWith('/.well-known/webfinger') || path.startsWith('/.well-known/nodeinfo') || path.startsWith('/nodeinfo/');
}

export class ApUrls {
  /** This server as other servers name it (`host[:port]`), the part after the @ of a local handle. */
  readonly host: string;

  constructor(readonly origin: string) {
    this.host = new URL(origin).host;
  }

  actor(userId: string) {
    return new URL(AP_PATHS.actor.replace('{identifier}', userId), this.origin);
  }

  followers(userId: string) {
    return new URL(AP_PATHS.followers.replace('{identifier}', userId), this.origin);
  }

  video(videoId: string) {
    return new URL(`/ap/notes/v-${videoId}`, this.origin);
  }

  comment(commentId: string) {
    return new URL(`/ap/notes/c-${commentId}`, this.origin);
  }

  /** Pages people open: the SPA's. */
  profilePage(userId: string) {
    return new URL(`/profile/${userId}`, this.origin);
  }

  videoPage(videoId: string) {
    return new URL(`/v/${videoId}`, this.origin);
  }

  /**
   * Stable links that redirect to a fresh signed file (share.routes.ts): remote servers may keep them. A
   * followers-only video's carry its media key (issue 52): the capability its followers' servers fetch with.
   */
  videoFile(videoId: string, mediaKey: string | null = null) {
    return this.keyed(`/v/${videoId}/video.mp4`, mediaKey);
  }

  poster(videoId: string, mediaKey: string | null = null) {
    return this.keyed(`/v/${videoId}/card.jpg`, mediaKey);
  }

  private keyed(path: string, mediaKey: string | null) {
    const url = new URL(path, this.origin);
    if (mediaKey) url.searchParams.set('key', mediaKey);
    return url;
  }

  /** A fresh id for an activity that is not kept (a Follow, a Like): its fragment makes it unique. */
  activity(userId: string, kind: string, key: string) {
    return new URL(`/ap/users/${userId}#${kind}/${key}`, this.origin);
  }

  /** The user id in one of our actor URIs, or null when the URI is not ours. */
  localUserId(uri: URL | string | null | undefined): string | null {
    if (!uri) return null;
    const url = new URL(uri);
    if (url.origin !== new URL(this.origin).origin) return null;
    const match = /^\/ap\/users\/([0-9a-f-]{36})$/.exec(url.pathname);
    return match ? match[1] : null;
  }

  localVideoId(uri: URL | string | null | undefined): string | null {
    return this.localId(uri, /^\/ap\/notes\/v-([0-9a-f-]{36})$/);
  }

  localCommentId(uri: URL | string | null | undefined): string | null {
    return this.localId(uri, /^\/ap\/notes\/c-([0-9a-f-]{36})$/);
  }

  private localId(uri: URL | string | null | undefined, pattern: RegExp): string | null {
    if (!uri) return null;
    const url = new URL(uri);
    if (url.origin !== new URL(this.origin).origin) return null;
    return pattern.exec(url.pathname)?.[1] ?? null;
  }
}
