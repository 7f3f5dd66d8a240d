import type { Context } from '@fedify/fedify';
import { isActor, type Activity, type Actor } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import { htmlToText } from './content.ts';
import { BIO_MAX } from '../../shared/constants.ts';
import type { RemoteHandle } from '../../shared/remote-handle.ts';

/** A remote account as Popreel knows it: its user here and where it lives. */
export interface RemoteAccount {
  userId: string;
  uri: string;
  host: string;
  inbox: string;
  sharedInbox: string | null;
  /** Its followers collection: a post addressed there (and not to Public) is followers-only (issue 52). */
  followersUri: string | null;
}

/**
 * A remote name: no @, slash or space, and nothing invisible or reordering (control, format — bidi marks and
 * zero-width characters —, separators, private use or unassigned), which would let one handle pass for another.
 */
const HANDLE_NAME = /^[^@/\s\p{C}\p{Z}]{1,100}$/u;

/** How long a person waits for another server to say who one of its accounts is (search, a move). */
const LOOKUP_TIMEOUT_MS = 10_000;

/** A loader that loads nothing: what is embedded is read, what is only referenced is not fetched. */
const refuseFetch = (url: string): Promise<never> => Promise.reject(new Error(`${url} is not fetched here`));

function hrefOf(value: unknown): string | null {
  if (value instanceof URL) return value.href;
  if (value && typeof value === 'object' && 'href' in value && (value as { href: unknown }).href instanceof URL) return (value as { href: URL }).href.href;
  return null;
}

/**
 * Remote actors become accounts here (a user with a host) the first time they act or are looked up, and are
 * refreshed when seen again. Hosts the instance policy refuses never become accounts.
 */
export class RemoteAccounts {
  constructor(private readonly deps: FederationDeps) {}

  /** Who sent an activity (its signature already checked by Fedify), as an account here; null when refused. */
  async sender(ctx: Context<void>, activity: Activity): Promise<RemoteAccount | null> {
    if (!activity.actorId || this.deps.urls.localUserId(activity.actorId)) return null;
    const known = await this.deps.repo.remoteActor(activity.actorId.href);
    // A banned remote account is inert (issue 52): nothing it sends is taken, not even a refresh of it.
    if (known && (known.banned || !(await this.allowed(known.host)))) return null;
    if (known && Date.now() - new Date(known.fetchedAt).getTime() < 24 * 3600_000) {
      return { userId: known.userId, uri: known.uri, host: known.host, inbox: known.inbox, sharedInbox: known.sharedInbox, followersUri: known.followersUri };
    }
    const actor = await activity.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
    return actor ? this.remember(actor) : null;
  }

  /**
   * Another server's account typed by a person, looked up now and remembered, with its actor document as just
   * fetched (its alsoKnownAs, for a move: issue 58). Null when the instance policy refuses the server (asked
   * before the first request goes out: issue 52), when it has no such account, or when it does not answer
   * within LOOKUP_TIMEOUT_MS.
   */
  async byHandle(ctx: Context<void>, { name, host }: RemoteHandle): Promise<{ account: RemoteAccount; actor: Actor } | null> {
    if (!(await this.deps.gate.decide(host)).federate) return null;
    const lookUp = this.lookUp(ctx, name, host).catch((error: unknown) => {
      this.deps.log.info({ err: error, host }, 'a remote account lookup failed');
      return null;
    });
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, LOOKUP_TIMEOUT_MS, null).unref());
    return Promise.race([lookUp, timeout]);
  }

  /**
   * `name@host` looked up: WebFinger through the same guarded loader as every other fetch (Fedify's own
   * WebFinger client follows Fedify's private-address switch, which a custom loader must leave off), then the
   * actor document, fetched signed for servers that require authorized fetch.
   */
  private async lookUp(ctx: Context<void>, name: string, host: string): Promise<{ account: RemoteAccount; actor: Actor } | null> {
    // Tests run both servers on http://localhost; anywhere else a server is https.
    for (const scheme of this.deps.allowPrivateAddress ? ['http', 'https'] : ['https']) {
      const resource = `acct:${name}@${host}`;
      const answer = await ctx.documentLoader(`${scheme}://${host}/.well-known/webfinger?resource=${encodeURIComponent(resource)}`).catch(() => null);
      const links = (answer?.document as { links?: Array<{ rel?: string; type?: string; href?: string }> } | undefined)?.links ?? [];
      const self = links.find((link) => link.rel === 'self' && /activity\+json|ld\+json/.test(link.type ?? '') && typeof link.href === 'string');
      if (!self?.href) continue;
      return this.fetchActor(ctx, self.href);
    }
    return null;
  }

  /** An actor fetched fresh by its id (signed, through the guarded loader) and remembered; null when refused. */
  async fetchActor(ctx: Context<void>, uri: string): Promise<{ account: RemoteAccount; actor: Actor } | null> {
    const found = await ctx.lookupObject(uri, { documentLoader: await this.signedLoader(ctx) }).catch(() => null);
    if (!found || !isActor(found)) return null;
    const account = await this.remember(found);
    return account ? { account, actor: found } : null;
  }

  async remember(actor: Actor): Promise<RemoteAccount | null> {
    const uri = actor.id;
    const inbox = actor.inboxId;
    if (!uri || !inbox || inbox.origin !== uri.origin || this.deps.urls.localUserId(uri)) return null;
    const host = uri.host.toLowerCase();
    if (!(await this.allowed(host))) return null;
    const name = actor.preferredUsername?.toString() ?? '';
    if (!HANDLE_NAME.test(name)) return null;
    // A shared inbox elsewhere than the actor would let one server have another's deliveries sent to it.
    const shared = actor.endpoints?.sharedInbox;
    const sharedInbox = shared && shared.origin === uri.origin ? shared.href : null;
    const summary = actor.summary?.toString() ?? '';
    const followersUri = actor.followersId?.href ?? null;
    const { userId, banned, iconChanged } = await this.deps.repo.upsertRemoteActor({
      uri: uri.href,
      host,
      handle: `${name}@${host}`,
      inbox: inbox.href,
      sharedInbox,
      url: hrefOf(actor.url) ?? uri.href,
      bio: htmlToText(summary, BIO_MAX),
      followersUri,
      iconUrl: await this.iconOf(actor),
    });
    if (banned) return null;
    // Issue 52 item 8: its avatar fetched through the safe fetch and made like a local one, when it changed.
    if (iconChanged) await this.deps.jobs.enqueueOnce('remote-avatar', { userId });
    return { userId, uri: uri.href, host, inbox: inbox.href, sharedInbox, followersUri };
  }

  /**
   * The avatar's URL, when the actor embeds an image with an http(s) link; it is fetched (and checked) by the
   * remote-avatar job. An icon given only by reference is not followed here: Fedify would fetch it unguarded.
   */
  private async iconOf(actor: Actor): Promise<string | null> {
    const icon = await actor.getIcon({ documentLoader: refuseFetch, contextLoader: refuseFetch }).catch(() => null);
    const url = icon?.url instanceof URL ? icon.url : (hrefOf(icon?.url) ? new URL(hrefOf(icon?.url)!) : null);
    return url && /^https?:$/.test(url.protocol) && url.href.length <= 2000 ? url.href : null;
  }

  private async allowed(host: string) {
    const decision = await this.deps.gate.decide(host);
    if (decision.federate) await this.deps.gate.seen(host);
    return decision.federate;
  }

  /** Fetches signed by the instance actor, for servers that require authorized fetch. */
  async signedLoader(ctx: Context<void>) {
    return ctx.getDocumentLoader({ identifier: 'instance' });
  }
}
