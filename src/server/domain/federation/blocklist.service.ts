import type { BlocklistRow, FederationBlocklistsRepo, StoredBlocklistEntry } from '../../data/repos/federation-blocklists.repo.ts';
import type { FederationInstancesRepo } from '../../data/repos/federation-instances.repo.ts';
import type { ModerationRepo } from '../../data/repos/moderation.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { ModeratorCheck } from '../moderation/moderator-check.ts';
import type { InstancePolicyService } from './instance-policy.service.ts';
import { BLOCKLIST_MESSAGES } from '../../../shared/federation-policy.ts';
import { DomainError, notFound } from '../errors.ts';
import { parseBlocklist, toMastodonCsv, type BlocklistEntry, type ParsedBlocklist } from './blocklist-format.ts';
import type { BlocklistSubscription } from '../../../shared/federation-blocklist-answers.schema.ts';

/** What a subscription's next apply would change: the domains it adds (or changes the rule of) and drops. */
export interface BlocklistChanges {
  added: BlocklistEntry[];
  changed: BlocklistEntry[];
  removed: BlocklistEntry[];
}

/** Reads a list's text through the federation's safe fetch (services.ts wires it). */
export type BlocklistFetch = (url: string) => Promise<string>;

const joined = (domains: string[]) => {
  const text = domains.slice(0, 20).join(', ');
  return domains.length > 20 ? `${text} and ${domains.length - 20} more` : text;
};

function diff(applied: StoredBlocklistEntry[], pending: StoredBlocklistEntry[]): BlocklistChanges {
  const before = new Map(applied.map((entry) => [entry.domain, entry]));
  const after = new Map(pending.map((entry) => [entry.domain, entry]));
  return {
    added: pending.filter((entry) => !before.has(entry.domain)),
    changed: pending.filter((entry) => before.has(entry.domain) && before.get(entry.domain)!.severity !== entry.severity),
    removed: applied.filter((entry) => !after.has(entry.domain)),
  };
}

/**
 * Issue 52 item 7: domain blocklists as instances share them. A Mastodon CSV imported by an admin applies at
 * once; a subscribed list (a Mastodon CSV, IFTAS DNI's, or a FIRES dataset) is fetched daily through the safe
 * fetch and waits for an admin to see its changes and apply them. A list never weakens a rule an admin set by
 * hand, and lifts only the rules it set itself. Every step is in the moderation log.
 */
export class BlocklistService {
  constructor(
    private readonly repo: FederationBlocklistsRepo,
    private readonly instances: FederationInstancesRepo,
    private readonly policy: InstancePolicyService,
    private readonly check: ModeratorCheck,
    private readonly log: Pick<ModerationRepo, 'record'>,
    private readonly jobs: JobQueue,
    private readonly fetchList: BlocklistFetch,
  ) {}

  /** Reads a Mastodon CSV; unless `dry_run`, suspends or limits every domain it names, as the admin's own rules. */
  async importCsv(actorId: string, input: { csv: string; dryRun?: boolean }): Promise<ParsedBlocklist & { applied: number }> {
    await this.check.admin(actorId);
    const parsed = parseBlocklist(input.csv);
    if (input.dryRun || parsed.entries.length === 0) return { ...parsed, applied: 0 };
    await this.instances.atomically(async (within) => {
      for (const entry of parsed.entries) {
        const rule = entry.severity === 'suspend' ? { suspended: true } : { limited: true };
        await this.policy.applyRule(within, actorId, entry.domain, { ...rule, ...(entry.comment ? { note: entry.comment } : {}) }, 'from a CSV import');
      }
      const count = parsed.entries.length;
      await this.log.record(within, { actorId, action: 'blocklist.import', note: `${count} ${count === 1 ? 'server' : 'servers'}: ${joined(parsed.entries.map((entry) => entry.domain))}`.slice(0, 500) });
    });
    this.policy.forget();
    return { ...parsed, applied: parsed.entries.length };
  }

  /** Every suspended or limited domain, in Mastodon's export format. */
  async exportCsv(actorId: string): Promise<string> {
    await this.check.admin(actorId);
    const rows = await this.instances.ruled();
    return toMastodonCsv(rows.map((row) => ({ domain: row.host, severity: row.suspendedAt ? 'suspend' : 'limit', comment: row.note })));
  }

  async subscriptions(actorId: string): Promise<BlocklistSubscription[]> {
    await this.check.admin(actorId);
    return (await this.repo.list()).map(present);
  }

  async subscribe(actorId: string, url: string): Promise<BlocklistSubscription> {
    await this.check.admin(actorId);
    const row = await this.repo.create(url, actorId);
    if (!row) throw new DomainError('conflict', BLOCKLIST_MESSAGES.alreadySubscribed, 409);
    await this.instances.atomically((within) => this.log.record(within, { actorId, action: 'blocklist.subscribe', targetHost: url }));
    await this.jobs.enqueueOnce('blocklist-refresh', { id: row.id });
    return present(row);
  }

  /** The rules it set stay, as the admin's own from now on. */
  async unsubscribe(actorId: string, id: string) {
    await this.check.admin(actorId);
    const removed = await this.instances.atomically(async (within) => {
      const row = await this.repo.delete(id, within);
      if (row) await this.log.record(within, { actorId, action: 'blocklist.unsubscribe', targetHost: row.url });
      return row;
    });
    if (!removed) throw notFound(BLOCKLIST_MESSAGES.notFound);
  }

  /** Fetches a list now, rather than at its daily refresh. */
  async refreshNow(actorId: string, id: string): Promise<BlocklistSubscription> {
    await this.check.admin(actorId);
    if (!(await this.repo.one(id))) throw notFound(BLOCKLIST_MESSAGES.notFound);
    await this.refresh(id);
    return present((await this.repo.one(id))!);
  }

  /** The daily fetch (a job): what the list says now waits for an admin when it differs from what is applied. */
  async refresh(id: string) {
    const row = await this.repo.one(id);
    if (!row) return;
    try {
      const parsed = parseBlocklist(await this.fetchList(row.url));
      const changes = diff(row.applied, parsed.entries);
      const differs = changes.added.length + changes.changed.length + changes.removed.length > 0;
      await this.repo.fetched(id, { pending: differs ? parsed.entries : null });
    } catch (error) {
      await this.repo.fetched(id, { error: (error as Error).message || 'the list could not be fetched' });
    }
  }

  async apply(actorId: string, id: string): Promise<BlocklistSubscription> {
    await this.check.admin(actorId);
    const row = await this.repo.one(id);
    if (!row) throw notFound(BLOCKLIST_MESSAGES.notFound);
    if (!row.pending) throw new DomainError('conflict', BLOCKLIST_MESSAGES.nothingToApply, 409);
    const changes = diff(row.applied, row.pending);
    const note = `from ${row.url}`;
    await this.instances.atomically(async (within) => {
      for (const entry of [...changes.added, ...changes.changed]) {
        const [own] = await this.instances.rules([entry.domain]);
        // An admin's own rule (set by hand or by a CSV import) is never weakened or taken over by a list.
        if (own && (own.suspendedAt || own.limitedAt) && own.blocklistId !== id) continue;
        await this.policy.applyRule(within, actorId, entry.domain, { suspended: entry.severity === 'suspend', limited: entry.severity === 'limit', blocklistId: id }, note);
      }
      for (const entry of changes.removed) {
        const [own] = await this.instances.rules([entry.domain]);
        if (own?.blocklistId === id) await this.policy.applyRule(within, actorId, entry.domain, { suspended: false, limited: false, blocklistId: null }, note);
      }
      await this.repo.applied(id, row.pending!, within);
      const summary = `${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} removed`;
      await this.log.record(within, { actorId, action: 'blocklist.apply', targetHost: row.url, note: summary });
    });
    this.policy.forget();
    return present((await this.repo.one(id))!);
  }

  /** Housekeeping: every list not fetched for a day is queued once. */
  async queueDue() {
    for (const id of await this.repo.due()) await this.jobs.enqueueOnce('blocklist-refresh', { id });
  }
}

function present(row: BlocklistRow): BlocklistSubscription {
  return {
    id: row.id,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    fetchedAt: row.fetchedAt?.toISOString() ?? null,
    fetchError: row.fetchError,
    appliedCount: row.applied.length,
    changes: row.pending ? diff(row.applied, row.pending) : null,
  };
}
