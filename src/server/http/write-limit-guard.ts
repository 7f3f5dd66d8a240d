import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { WriteAction, WriteLimiter } from '../domain/write-limits.ts';
import { clientKey } from './client-key.ts';

/**
 * What a writing route declares where it is registered (decision 023), so a new route cannot forget its limit:
 * - `limit`: counted here, before the handler, by `per`: the signed-in user (the default; a visitor is left
 *   to the handler's 401), the user or else the client address (routes visitors may call), or the address
 *   alone (signing in and up);
 * - `countedIn`: counted by the service inside its own statement (a view is one statement), with where;
 * - `exempt`: no limit, with the reason.
 */
export type WriteLimitRule =
  | { limit: WriteAction; per?: 'user' | 'userOrAddress' | 'address' }
  | { countedIn: WriteAction; where: string }
  | { exempt: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    writeLimit?: WriteLimitRule;
  }
}

/** Route options declaring a limit counted before the handler. */
export const limited = (limit: WriteAction, per: 'user' | 'userOrAddress' | 'address' = 'user') => ({ config: { writeLimit: { limit, per } } });
/** Route options declaring a limit the service counts itself, and where. */
export const countedIn = (action: WriteAction, where: string) => ({ config: { writeLimit: { countedIn: action, where } } });
/** Route options declaring a write without a limit, and why. */
export const exempt = (reason: string) => ({ config: { writeLimit: { exempt: reason } } });

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface DeclaredRoute {
  method: string;
  url: string;
  writeLimit?: WriteLimitRule;
}

/** Writing routes (any method but GET, HEAD and OPTIONS) that declare no rule: each is a missing limit. */
export function missingWriteLimits(routes: DeclaredRoute[]): string[] {
  return routes.filter((route) => !READ_METHODS.has(route.method) && !route.writeLimit).map((route) => `${route.method} ${route.url}`);
}

/**
 * Counts each request of a route declared with `limited(...)` before its handler runs; 429 past the limit.
 * The hook is added to those routes alone, where they are registered, so no other request runs it (decision 031).
 */
export function registerWriteLimits(app: FastifyInstance, limits: WriteLimiter) {
  app.addHook('onRoute', (route) => {
    const rule = route.config?.writeLimit;
    if (!rule || !('limit' in rule)) return;
    const countWrite: preHandlerAsyncHookHandler = async (request) => {
      const address = `ip:${clientKey(request.ip)}`;
      const actor = rule.per === 'address' ? address : (request.viewer?.userId ?? (rule.per === 'userOrAddress' ? address : null));
      if (actor) await limits.consume(rule.limit, actor);
    };
    route.preHandler = [countWrite, ...[route.preHandler ?? []].flat()];
  });
}
