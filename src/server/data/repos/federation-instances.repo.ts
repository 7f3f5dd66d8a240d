import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { RemoteVideosPolicy } from '../db-types.ts';

/** A server's policy as decide() needs it. */
export interface InstancePolicyRow {
  allowed: boolean;
  limited_at: Date | null;
  suspended_at: Date | null;
}

/** A known server as the admin list shows it: policy, when seen, and counts made at read time. */
export interface InstanceRow extends InstancePolicyRow {
  host: string;
  note: string | null;
  first_seen_at: Date | null;
  last_seen_at: Date | null;
  /** PostgreSQL's text of the list's sort time (last seen, else when named), for the cursor. */
  sort_time: string;
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
}

const sortTime = sql`coalesce(i.last_seen_at, i.created_at)`;

/**
 * Counts per server, each one index probe on remote_actors_host_idx (or profiles_host_idx) for the page's rows
 * only: accounts here from it, their follows of local accounts, local accounts following them, their videos.
 */
const instanceColumns = sql`
  i.host, i.allowed, i.limited_at, i.suspended_at, i.note, i.first_seen_at, i.last_seen_at, ${sortTime}::text as sort_time,
  (select count(*) from remote_actors ra where ra.host = i.host)::int as accounts,
  (select count(*) from remote_actors ra
    join follows f on f.follower_id = ra.user_id
    join profiles local on local.user_id = f.followee_id and local.host is null
    where ra.host = i.host)::int as followers,
  (select count(*) from remote_actors ra
    join follows f on f.followee_id = ra.user_id
    join profiles local on local.user_id = f.follower_id and local.host is null
    where ra.host = i.host)::int as following,
  (select count(*) from profiles p join videos v on v.user_id = p.user_id where p.host = i.host)::int as videos`;

/** The instance policy's two tables (migration 20261210000200). */
export class FederationInstancesRepo {
  constructor(private readonly db: Db) {}

  /** The row an admin saved, else the defaults (federating, videos from any server) since the server began. */
  async settings() {
    const saved = await this.db.selectFrom('federation_settings').select(['enabled', 'remote_videos', 'updated_at']).executeTakeFirst();
    return saved ?? { enabled: true, remote_videos: 'any' as RemoteVideosPolicy, updated_at: new Date(0) };
  }

  updateSettings(settings: { enabled: boolean; remote_videos: RemoteVideosPolicy }) {
    return this.db
      .insertInto('federation_settings')
      .values(settings)
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...settings, updated_at: sql<Date>`now()` }))
      .returning(['enabled', 'remote_videos', 'updated_at'])
      .executeTakeFirstOrThrow();
  }

  policy(host: string): Promise<InstancePolicyRow | undefined> {
    return this.db.selectFrom('federation_instances').select(['allowed', 'limited_at', 'suspended_at']).where('host', '=', host).executeTakeFirst();
  }

  async markSeen(host: string) {
    await this.db
      .insertInto('federation_instances')
      .values({ host, first_seen_at: sql<Date>`now()`, last_seen_at: sql<Date>`now()` })
      .onConflict((conflict) => conflict.column('host').doUpdateSet({
        last_seen_at: sql<Date>`now()`,
        first_seen_at: sql<Date>`coalesce(federation_instances.first_seen_at, now())`,
      }))
      .execute();
  }

  /** Creates the row when the admin names a server before it was seen. */
  async setPolicy(host: string, change: InstancePolicyChange) {
    const moment = (on: boolean | undefined, column: 'limited_at' | 'suspended_at') =>
      on === undefined ? sql.ref(`federation_instances.${column}`) : on ? sql`coalesce(federation_instances.${sql.ref(column)}, now())` : sql`null::timestamptz`;
    await sql`
      insert into federation_instances (host, allowed, limited_at, suspended_at, note)
      values (${host}, ${change.allowed ?? false}, ${change.limited ? sql`now()` : null}, ${change.suspended ? sql`now()` : null}, ${change.note ?? null})
      on conflict (host) do update set
        allowed = ${change.allowed ?? sql.ref('federation_instances.allowed')},
        limited_at = ${moment(change.limited, 'limited_at')},
        suspended_at = ${moment(change.suspended, 'suspended_at')},
        note = ${change.note === undefined ? sql.ref('federation_instances.note') : change.note}`.execute(this.db);
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
