import type { FederationInstancesRepo, InstanceCursor, InstancePolicyChange, InstancePolicyRow, InstanceRow } from '../../data/repos/federation-instances.repo.ts';
import type { RemoteVideosPolicy } from '../../data/db-types.ts';
import { FEDERATION_MESSAGES, INSTANCE_PAGE_SIZE, isInstanceHost, normalizeHost } from '../../../shared/federation-policy.ts';
import { badRequest } from '../errors.ts';
import { decodeCursor, encodeCursor, isTimestamp } from '../paging/cursor.ts';
import type { ModeratorCheck } from '../moderation/moderator-check.ts';

/** What the inbox and delivery do with a server's activities. */
export interface InstanceDecision {
  /** Take its activities and deliver to it: false when federation is off or the server is suspended. */
  federate: boolean;
  /** Its accounts stay out of discovery (profiles.limited, kept by the migration's triggers). */
  limited: boolean;
  /** Store its videos: false when not federating, or when remote videos need the allow-list and it is not on it. */
  acceptVideos: boolean;
}

export interface FederationSettings {
  enabled: boolean;
  remote_videos: RemoteVideosPolicy;
  updated_at: string;
}

export interface KnownInstance {
  host: string; allowed: boolean; limited: boolean; suspended: boolean;
  limited_at: string | null; suspended_at: string | null; note: string | null;
  first_seen_at: string | null; last_seen_at: string | null;
  accounts: number; followers: number; following: number; videos: number;
}

/**
 * Decide() runs on every inbox activity, so the settings and each server's row are kept this long in memory.
 * An admin change in this process drops them at once; another process sees it within this time.
 */
const CACHE_MS = 5_000;
/** seen() writes a server's last_seen_at at most this often per process. */
const SEEN_EVERY_MS = 60_000;
/** Past this many servers in a map, it is cleared rather than grown: a flood of hosts cannot fill memory. */
const MAP_MAX = 10_000;

type CursorKey = { t: string; h: string };
const isCursorKey = (value: any): value is CursorKey => isTimestamp(value?.t) && typeof value?.h === 'string' && isInstanceHost(value.h);
const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/** Issue 40 item 5: federation on or off, remote videos from anyone or an allow-list, suspend and limit per server. */
export class InstancePolicyService {
  private settingsCache: { value: FederationSettings; until: number } | null = null;
  private readonly hosts = new Map<string, { policy: InstancePolicyRow | null; until: number }>();
  private readonly seenAt = new Map<string, number>();

  constructor(
    private readonly repo: FederationInstancesRepo,
    private readonly check: ModeratorCheck,
    private readonly now: () => number = Date.now,
  ) {}

  async enabled(): Promise<boolean> {
    return (await this.cachedSettings()).enabled;
  }

  async decide(host: string): Promise<InstanceDecision> {
    const [settings, policy] = await Promise.all([this.cachedSettings(), this.cachedPolicy(normalizeHost(host))]);
    const federate = settings.enabled && !policy?.suspended_at;
    const limited = Boolean(policy?.limited_at);
    const acceptVideos = federate && (settings.remote_videos === 'any' || Boolean(policy?.allowed));
    return { federate, limited, acceptVideos };
  }

  async seen(host: string): Promise<void> {
    const key = normalizeHost(host);
    // An IPv6 literal or anything else the table refuses is simply not listed; the caller's work goes on.
    if (!isInstanceHost(key)) return;
    const at = this.now();
    if ((this.seenAt.get(key) ?? -Infinity) > at - SEEN_EVERY_MS) return;
    if (this.seenAt.size >= MAP_MAX) this.seenAt.clear();
    this.seenAt.set(key, at);
    await this.repo.markSeen(key);
  }

  async settings(actorId: string): Promise<FederationSettings> {
    await this.check.admin(actorId);
    return present(await this.repo.settings());
  }

  async updateSettings(actorId: string, settings: { enabled: boolean; remote_videos: RemoteVideosPolicy }): Promise<FederationSettings> {
    await this.check.admin(actorId);
    const updated = present(await this.repo.updateSettings(settings));
    this.forget();
    return updated;
  }

  async instances(actorId: string, query: { cursor?: string }) {
    await this.check.admin(actorId);
    const key = decodeCursor(query.cursor, isCursorKey);
    const cursor: InstanceCursor | null = key && { time: key.t, host: key.h };
    const rows = await this.repo.page(INSTANCE_PAGE_SIZE + 1, cursor);
    const shown = rows.slice(0, INSTANCE_PAGE_SIZE);
    const last = shown.at(-1);
    return {
      items: shown.map(presentInstance),
      nextCursor: rows.length > INSTANCE_PAGE_SIZE && last ? encodeCursor({ t: last.sort_time, h: last.host } satisfies CursorKey) : null,
    };
  }

  async setInstance(actorId: string, host: string, change: InstancePolicyChange): Promise<KnownInstance> {
    await this.check.admin(actorId);
    const key = normalizeHost(host);
    if (!isInstanceHost(key)) throw badRequest(FEDERATION_MESSAGES.badHost);
    await this.repo.setPolicy(key, change);
    this.forget();
    return presentInstance((await this.repo.one(key))!);
  }

  private forget() {
    this.settingsCache = null;
    this.hosts.clear();
  }

  private async cachedSettings(): Promise<FederationSettings> {
    const at = this.now();
    if (this.settingsCache && this.settingsCache.until > at) return this.settingsCache.value;
    const value = present(await this.repo.settings());
    this.settingsCache = { value, until: at + CACHE_MS };
    return value;
  }

  private async cachedPolicy(host: string): Promise<InstancePolicyRow | null> {
    const at = this.now();
    const cached = this.hosts.get(host);
    if (cached && cached.until > at) return cached.policy;
    const policy = (await this.repo.policy(host)) ?? null;
    if (this.hosts.size >= MAP_MAX) this.hosts.clear();
    this.hosts.set(host, { policy, until: at + CACHE_MS });
    return policy;
  }
}

function present(row: { enabled: boolean; remote_videos: RemoteVideosPolicy; updated_at: Date }): FederationSettings {
  return { enabled: row.enabled, remote_videos: row.remote_videos, updated_at: row.updated_at.toISOString() };
}

function presentInstance(row: InstanceRow): KnownInstance {
  return {
    host: row.host, allowed: row.allowed, limited: row.limited_at !== null, suspended: row.suspended_at !== null,
    limited_at: iso(row.limited_at), suspended_at: iso(row.suspended_at), note: row.note,
    first_seen_at: iso(row.first_seen_at), last_seen_at: iso(row.last_seen_at),
    accounts: row.accounts, followers: row.followers, following: row.following, videos: row.videos,
  };
}
