import type { AppContext } from './context.ts';
import type { StartProgress } from './start-progress.ts';
import { DELETED_ACCOUNT_ID } from './data/repos/account-erasure.repo.ts';

/** Demo content on the first start of an empty database (SEED_DEMO=false skips it), saying how it goes. */
export async function seedIfEmpty(ctx: AppContext, progress?: StartProgress) {
  const anyUser = await ctx.db.selectFrom('users').select('id').where('id', '<>', DELETED_ACCOUNT_ID).limit(1).executeTakeFirst();
  if (anyUser) return null;
  const started = Date.now();
  // Loaded only when needed: a normal start never pays for the seed code.
  const { seedDemo } = await import('./seed/index.ts');
  const { RenderCache } = await import('./seed/render-cache.ts');
  const accounts = await seedDemo({ db: ctx.db, store: ctx.store, log: ctx.log, mediaCache: new RenderCache(ctx.config.demoMediaCache), progress });
  ctx.log.debug({ ms: Date.now() - started }, 'demo content ready');
  return { email: accounts.users[0].email, password: accounts.users[0].password, adminEmail: accounts.admin.email };
}
