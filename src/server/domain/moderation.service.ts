import type { Db } from '../data/db.ts';
import type { AuthService } from './auth/auth.service.ts';
import { notFound } from './errors.ts';

/** Admin actions on users. The admin screen's permission checks come with its issue; the rule lives here. */
export class ModerationService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {}

  async setBanned(userId: string, banned: boolean) {
    const updated = await this.db.updateTable('profiles').set({ banned, updated_at: new Date() }).where('user_id', '=', userId).returning('user_id').executeTakeFirst();
    if (!updated) throw notFound('User not found');
    await this.auth.userChanged(userId);
  }
}
