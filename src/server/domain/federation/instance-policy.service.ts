import type { FederationInstancesRepo, InstanceCursor, InstancePolicyChange, InstanceRow, InstanceRuleRow, PolicyWriter } from '../../data/repos/federation-instances.repo.ts';
import type { ModerationRepo } from '../../data/repos/moderation.repo.ts';
import type { RemoteVideosPolicy } from '../../data/db-column-types.ts';
import { FEDERATION_MESSAGES, INSTANCE_PAGE_SIZE, domainAndParents, isPolicyDomain, policyDomain } from '../../../shared/federation-policy.ts';
import type { ModerationActionKind } from '../../../shared/moderation-types.ts';
import { badRequest } from '../errors.ts';
import { decodeCursor, encodeCursor, isTimestamp } from '../paging/cursor.ts';
import type { ModeratorCheck } from '../moderation/moderator-check.ts';
import type { FederationSettings, KnownInstance } from '../../../shared/federation-instance-answers.schema.ts';

/** What the inbox and delivery do with a server's activities. */
export interface InstanceDecision {
  /** Take its activities and deliver to it: false when federation is off, the server (or a parent domain) is suspended, or allow-list-only mode leaves it out. */
  federate: boolean;
  /** Its accounts stay out of discovery (profiles.limited, kept by the migrations' triggers). */
  limited: boolean;
  /** Store its videos: false when not federating, or when remote videos need the allow-list and it is not on it. */
  acceptVideos: boolean;
}

/**
 * Decide() runs on every inbox activity, so the settings and each domain's rules are kept this long in memory.
 * An admin change in this process drops them at once; another process sees it within this time.
 */
const CACHE_MS = 5_000;
/** seen() writes a server's last_seen_at at most this often per process. */
const SEEN_EVERY_MS = 60_000;
/** Past this many servers in a map, it is cleared rather than grown: a flood of hosts cannot fill memory. */
const MAP_MAX = 10_000;

type CursorKey = { t: string; h: string };
const isCursorKey = (value: any): value is CursorKey => isTimestamp(value?.t) && typeof value?.h === 'string' && isPolicyDomain(value.h);
const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/** The log's action for each rule turned on or off. */
const RULE_ACTIONS: Record<'suspended' | 'limited' | 'allowed', [on: ModerationActionKind, off: ModerationActionKind]> = {
  suspended: ['server.suspend', 'server.unsuspend'],
  limited: ['server.limit', 'server.unlimit'],
  allowed: ['server.allow', 'server.disallow'],
};

/**
 * Issue 40 item 5 and issue 52 item 6: federation on or off, allow-list-only, remote videos from anyone or an
 * allow-list, suspend and limit per domain (its subdomains and every port included). Every change is in the
 * moderation log; a suspension ends every follow with the domain.
 */
export class InstancePolicyService {
  private settingsCache: { value: FederationSettings; until: number } | null = null;
  private readonly domains = new Map<string, { rules: InstanceRuleRow[]; until: number }>();
  private readonly seenAt = new Map<string, number>();

  constructor(
    private readonly repo: FederationInstancesRepo,
    private readonly check: ModeratorCheck,
    private readonly log: Pick<ModerationRepo, 'record'>,
    private readonly now: () => number = Date.now,
  ) {}

  async enabled(): Promise<boolean> {
    return (await this.cachedSettings()).enabled;
  }

  async decide(host: string): Promise<InstanceDecision> {
    const [settings, rules] = await Promise.all([this.cachedSettings(), this.cachedRules(policyDomain(host))]);
    const allowed = rules.some((rule) => rule.allowed);
    const federate = settings.enabled && !rules.some((rule) => rule.suspendedAt) && (!settings.allowListOnly || allowed);
    const limited = rules.some((rule) => rule.limitedAt);
    const acceptVideos = federate && (settings.remoteVideos === 'any' || allowed);
    return { federate, limited, acceptVideos };
  }

  async seen(host: string): Promise<void> {
    const key = policyDomain(host);
    // An IPv6 literal or anything else the table refuses is simply not listed; the caller's work goes on.
    if (!isPolicyDomain(key)) return;
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

  async updateSettings(actorId: string, input: { enabled: boolean; remoteVideos: RemoteVideosPolicy; allowListOnly?: boolean }): Promise<FederationSettings> {
    await this.check.admin(actorId);
    const settings = { ...input, allowListOnly: input.allowListOnly ?? (await this.repo.settings()).allowListOnly };
    const updated = await this.repo.atomically(async (within) => {
      const row = await this.repo.updateSettings(settings, within);
      const note = `federation ${settings.enabled ? 'on' : 'off'}, remote videos from ${settings.remoteVideos === 'any' ? 'any server' : 'allowed servers'}, allow-list only ${settings.allowListOnly ? 'on' : 'off'}`;
      await this.log.record(within, { actorId, action: 'federation.settings', note });
      return row;
    });
    this.forget();
    return present(updated);
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
      nextCursor: rows.length > INSTANCE_PAGE_SIZE && last ? encodeCursor({ t: last.sortTime, h: last.host } satisfies CursorKey) : null,
    };
  }

  async setInstance(actorId: string, host: string, change: InstancePolicyChange): Promise<KnownInstance> {
    await this.check.admin(actorId);
    const domain = this.domainOf(host);
    await this.repo.atomically((within) => this.applyRule(within, actorId, domain, change));
    this.forget();
    return presentInstance((await this.repo.one(domain))!);
  }

  /**
   * One domain's rule changed inside the caller's transaction (an admin's, or a blocklist's), each rule turned on
   * or off written to the moderation log, and a new suspension cutting its follows both ways.
   */
  async applyRule(within: PolicyWriter, actorId: string, domain: string, change: InstancePolicyChange, note: string | null = null) {
    const [before] = await this.repo.rules([domain]);
    await this.repo.setPolicy(domain, change, within);
    const was = { suspended: Boolean(before?.suspendedAt), limited: Boolean(before?.limitedAt), allowed: Boolean(before?.allowed) };
    for (const rule of ['suspended', 'limited', 'allowed'] as const) {
      const now = change[rule];
      if (now === undefined || now === was[rule]) continue;
      await this.log.record(within, { actorId, action: RULE_ACTIONS[rule][now ? 0 : 1], targetHost: domain, note: note ?? change.note ?? null });
    }
    if (change.suspended && !was.suspended) await this.repo.cutFollows(domain, within);
  }

  /** The policy domain a typed host names, or a 400 with the message. */
  domainOf(host: string): string {
    const domain = policyDomain(host);
    if (!isPolicyDomain(domain)) throw badRequest(FEDERATION_MESSAGES.badHost);
    return domain;
  }

  /** Cached rules and settings are dropped at once after any change in this process. */
  forget() {
    this.settingsCache = null;
    this.domains.clear();
  }

  private async cachedSettings(): Promise<FederationSettings> {
    const at = this.now();
    if (this.settingsCache && this.settingsCache.until > at) return this.settingsCache.value;
    const value = present(await this.repo.settings());
    this.settingsCache = { value, until: at + CACHE_MS };
    return value;
  }

  private async cachedRules(domain: string): Promise<InstanceRuleRow[]> {
    const at = this.now();
    const cached = this.domains.get(domain);
    if (cached && cached.until > at) return cached.rules;
    const rules = await this.repo.rules(domainAndParents(domain));
    if (this.domains.size >= MAP_MAX) this.domains.clear();
    this.domains.set(domain, { rules, until: at + CACHE_MS });
    return rules;
  }
}

function present(row: { enabled: boolean; remoteVideos: RemoteVideosPolicy; allowListOnly: boolean; updatedAt: Date }): FederationSettings {
  return { enabled: row.enabled, remoteVideos: row.remoteVideos, allowListOnly: row.allowListOnly, updatedAt: row.updatedAt.toISOString() };
}

function presentInstance(row: InstanceRow): KnownInstance {
  return {
    host: row.host, allowed: row.allowed, limited: row.limitedAt !== null, suspended: row.suspendedAt !== null,
    ruledBy: row.ruledBy, blocklistUrl: row.blocklistUrl,
    limitedAt: iso(row.limitedAt), suspendedAt: iso(row.suspendedAt), note: row.note,
    firstSeenAt: iso(row.firstSeenAt), lastSeenAt: iso(row.lastSeenAt),
    accounts: row.accounts, followers: row.followers, following: row.following, videos: row.videos,
  };
}
