import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** A local follower's follow carried to a moved account's new one (account-move.service.ts). */
export interface CarriedFollower {
  followerId: string;
}

/**
 * Moving accounts between servers (issue 58, decision 079): "Also known as", where an account moved, and
 * the dates a cooldown is measured from.
 */
export class AccountMoveRepo {
  constructor(private readonly db: Db) {}

  aliases(userId: string) {
    return this.db.selectFrom('accountAliases').select(['uri', 'handle']).where('userId', '=', userId).orderBy('createdAt').orderBy('uri').execute();
  }

  /** The whole list replaced in one transaction: what Settings shows is what was saved. */
  async setAliases(userId: string, aliases: Array<{ uri: string; handle: string }>) {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('accountAliases').where('userId', '=', userId).execute();
      if (aliases.length) await trx.insertInto('accountAliases').values(aliases.map((alias) => ({ userId, ...alias }))).onConflict((oc) => oc.doNothing()).execute();
    });
  }

  async isAlias(userId: string, uri: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('accountAliases').select('uri').where('userId', '=', userId).where('uri', '=', uri).executeTakeFirst());
  }

  /** Where the account moved (its new account's profile), and when it last moved out or in. */
  state(userId: string) {
    return this.db
      .selectFrom('profiles as p')
      .leftJoin('profiles as to', 'to.userId', 'p.movedToUserId')
      .select(['p.username', 'p.movedAt', 'p.movedInAt', 'to.userId as movedToUserId', 'to.username as movedToUsername'])
      .where('p.userId', '=', userId)
      .executeTakeFirst();
  }

  /** What a local actor document says of moves: its alsoKnownAs, and movedTo while it has moved. */
  async actorLinks(userId: string): Promise<{ aliases: string[]; movedTo: string | null }> {
    const moved = await this.db
      .selectFrom('profiles')
      .innerJoin('remoteActors', 'remoteActors.userId', 'profiles.movedToUserId')
      .select('remoteActors.uri')
      .where('profiles.userId', '=', userId)
      .executeTakeFirst();
    return { aliases: (await this.aliases(userId)).map((alias) => alias.uri), movedTo: moved?.uri ?? null };
  }

  /** Whether the account has moved away: it no longer posts. */
  async hasMoved(userId: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('profiles').select('userId').where('userId', '=', userId).where('movedToUserId', 'is not', null).executeTakeFirst());
  }

  markMoved(userId: string, toUserId: string) {
    return this.db.updateTable('profiles').set({ movedToUserId: toUserId, movedAt: sql<Date>`now()` }).where('userId', '=', userId).execute();
  }

  /**
   * An account elsewhere moved into this one: its date starts the cooldown, and when this one had moved to
   * that account, the move is undone (moving back).
   */
  async markMovedIn(userId: string, fromUserId: string) {
    await this.db
      .updateTable('profiles')
      .set((eb) => ({
        movedInAt: sql<Date>`now()`,
        movedToUserId: eb.case().when('movedToUserId', '=', fromUserId).then(null).else(eb.ref('movedToUserId')).end(),
      }))
      .where('userId', '=', userId)
      .execute();
  }

  /** Local accounts that follow `userId` (a remote account's followers here, or a local one's). */
  localFollowers(userId: string): Promise<CarriedFollower[]> {
    return this.db
      .selectFrom('follows')
      .innerJoin('profiles', 'profiles.userId', 'follows.followerId')
      .select('follows.followerId')
      .where('follows.followeeId', '=', userId)
      .where('profiles.host', 'is', null)
      .where('profiles.banned', '=', false)
      .where('profiles.deactivatedAt', 'is', null)
      .execute();
  }
}
