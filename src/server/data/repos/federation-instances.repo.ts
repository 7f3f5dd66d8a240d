import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { RemoteVideosPolicy } from '../db-column-types.ts';

/** A transaction (or the database itself) that policy changes and their log rows are written in together. */
export type PolicyWriter = Db;

/** A server's policy as decide() needs it. */
export interface InstancePolicyRow {
  allowed: boolean;
  limitedAt: Date | null;
  suspendedAt: Date | null;
}

/** A domain's own row, with the subscribed blocklist that set its rule (null when an admin did). */
export interface InstanceRuleRow extends InstancePolicyRow {
  host: string;
  blocklistId: string | null;
}

/** A known server as the admin list shows it: policy, when seen, and counts made at read time. */
export interface InstanceRow extends InstancePolicyRow {
  host: string;
  note: string | null;
  firstSeenAt: Date | null;
  lastSeenAt: Date | null;
  /** PostgreSQL's text of the list's sort time (last seen, else when named), for the cursor. */
  sortTime: string;
  /** A parent domain whose suspend or limit holds here too. */
  ruledBy: string | null;
  blocklistUrl: string | null;
  accounts: number;
  followers: number;
  following: number;
  videos: number;
}

/** Where the next page starts: the last row's sort time and host. */
export interface InstanceCursor {
  time: string;
  host: string;
}

/** Only the fields given change; `limited`/`suspended` keep their first moment while they stay on. */
export interface InstancePolicyChange {
  allowed?: boolean;
  limited?: boolean;
  suspended?: boolean;
  note?: string | null;
  /** The blocklist subscription making the change; null (an admin's change) clears it. */
  blocklistId?: string | null;
}

const sortTime = sql`coalesce(i.last_seen_at, i.created_at)`;

/**
 * Counts per server, each one index probe on remote_actors_host_idx (or profiles_host_idx) for the page's rows
 * only: accounts here from it, their follows of local accounts, local accounts following them, their videos.
 */
const instanceColumns = sql`
  i.host, i.allowed, i.limited_at, i.suspended_at, i.note, i.first_seen_at, i.last_seen_at, ${sortTime}::text as sort_time,
  (select p.host from federation_instances p
    where p.host <> i.host and p.host = any(popreel_domain_and_parents(i.host)) and (p.suspended_at is not null or p.limited_at is not null)
    order by length(p.host) desc limit 1) as ruled_by,
  (select b.url from federation_blocklists b where b.id = i.blocklist_id) as blocklist_url,
  (select count(*) from remote_actors ra where popreel_host_domain(ra.host) = i.host)::int as accounts,
  (select count(*) from remote_actors ra
    join follows f on f.follower_id = ra.user_id
    join profiles local on local.user_id = f.followee_id and local.host is null
    where popreel_host_domain(ra.host) = i.host)::int as followers,
  (select count(*) from remote_actors ra
    join follows f on f.followee_id = ra.user_id
    join profiles local on local.user_id = f.follower_id and local.host is null
    where popreel_host_domain(ra.host) = i.host)::int as following,
  (select count(*) from remote_actors ra join videos v on v.user_id = ra.user_id where popreel_host_domain(ra.host) = i.host)::int as videos`;

/** The remote accounts of a domain and of its subdomains, whatever their port. */
const accountsOf = (domain: string) =>
  sql`select ra.user_id from remote_actors ra where popreel_host_domain(ra.host) = ${domain} or popreel_host_domain(ra.host) like ${`%.${domain}`}`;

/** The instance policy's two tables (migration 20261210000200). */
export class FederationInstancesRepo {
  constructor(private readonly db: Db) {}

  /** The row an admin saved, else the defaults (federating, videos from any server) since the server began. */
  async settings() {
    const saved = await this.db.selectFrom('federationSettings').select(['enabled', 'remoteVideos', 'allowListOnly', 'updatedAt']).executeTakeFirst();
    return saved ?? { enabled: true, remoteVideos: 'any' as RemoteVideosPolicy, allowListOnly: false, updatedAt: new Date(0) };
  }

  updateSettings(settings: { enabled: boolean; remoteVideos: RemoteVideosPolicy; allowListOnly: boolean }, db: Db = this.db) {
    return db
      .insertInto('federationSettings')
      .values(settings)
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...settings, updatedAt: sql<Date>`now()` }))
      .returning(['enabled', 'remoteVideos', 'allowListOnly', 'updatedAt'])
      .executeTakeFirstOrThrow();
  }

  /** The rows of these domains (a domain and its parents): the rules that hold for it. */
  rules(domains: string[]): Promise<InstanceRuleRow[]> {
    if (domains.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('federationInstances').select(['host', 'allowed', 'limitedAt', 'suspendedAt', 'blocklistId']).where('host', 'in', domains).execute();
  }

  /**
   * A suspension cuts every tie with the domain (issue 52 item 7): its accounts' follows of local accounts,
   * local accounts' follows of them, and requests either way. Returns how many follows ended.
   */
  async cutFollows(domain: string, db: Db = this.db): Promise<number> {
    await sql`delete from follow_requests where requester_id in (${accountsOf(domain)}) or target_id in (${accountsOf(domain)})`.execute(db);
    const result = await sql`delete from follows where follower_id in (${accountsOf(domain)}) or followee_id in (${accountsOf(domain)})`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }

  atomically<T>(work: (within: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async markSeen(host: string) {
    await this.db
      .insertInto('federationInstances')
      .values({ host, firstSeenAt: sql<Date>`now()`, lastSeenAt: sql<Date>`now()` })
      .onConflict((conflict) => conflict.column('host').doUpdateSet({
        lastSeenAt: sql<Date>`now()`,
        firstSeenAt: sql<Date>`coalesce(federation_instances.first_seen_at, now())`,
      }))
      .execute();
  }

  /** Creates the row when the admin names a server before it was seen. */
  async setPolicy(host: string, change: InstancePolicyChange, db: Db = this.db) {
    const moment = (on: boolean | undefined, column: 'limited_at' | 'suspended_at') =>
      on === undefined ? sql.ref(`federation_instances.${column}`) : on ? sql`coalesce(federation_instances.${sql.ref(column)}, now())` : sql`null::timestamptz`;
    await sql`
      insert into federation_instances (host, allowed, limited_at, suspended_at, note, blocklist_id)
      values (${host}, ${change.allowed ?? false}, ${change.limited ? sql`now()` : null}, ${change.suspended ? sql`now()` : null}, ${change.note ?? null}, ${change.blocklistId ?? null})
      on conflict (host) do update set
        allowed = ${change.allowed ?? sql.ref('federationInstances.allowed')},
        limited_at = ${moment(change.limited, 'limited_at')},
        suspended_at = ${moment(change.suspended, 'suspended_at')},
        note = ${change.note === undefined ? sql.ref('federationInstances.note') : change.note},
        blocklist_id = ${change.blocklistId ?? null}`.execute(db);
  }

  /** Every domain suspended or limited, for the blocklist export: the domain, its rule and its note. */
  async ruled() {
    return this.db
      .selectFrom('federationInstances')
      .select(['host', 'suspendedAt', 'limitedAt', 'note'])
      .where((eb) => eb.or([eb('suspendedAt', 'is not', null), eb('limitedAt', 'is not', null)]))
      .orderBy('host')
      .execute();
  }

  async one(host: string) {
    const result = await sql<InstanceRow>`select ${instanceColumns} from federation_instances i where i.host = ${host}`.execute(this.db);
    return result.rows[0];
  }

  /** Most recently seen (or named) first, keyset on (sort time, host) along federation_instances_seen_idx. */
  async page(limit: number, cursor: InstanceCursor | null) {
    const after = cursor ? sql`and (${sortTime}, i.host) < (${cursor.time}::timestamptz, ${cursor.host}::text)` : sql``;
    const result = await sql<InstanceRow>`
      select ${instanceColumns} from federation_instances i
      where true ${after}
      order by ${sortTime} desc, i.host desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }
}
