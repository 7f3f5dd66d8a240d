import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/errors.ts';

export const NUL_MESSAGE = 'Text cannot contain NUL characters';

/**
 * Whether any string (or object key) in a parsed value holds U+0000, which PostgreSQL cannot store in text
 * or jsonb. Walked with a stack, not recursion, so a deeply nested body cannot overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export function assertNoNul(value: unknown) {
  if (containsNul(value)) throw new DomainError('invalid_text', NUL_MESSAGE, 400);
}

/**
 * Text is checked once, here, for every route: a NUL anywhere in the path, query or JSON body is refused
 * with 400 before any handler runs (docs/decisions/010-guards-at-the-boundary.md). Multipart fields are read
 * by their handlers, which pass them through assertNoNul.
 */
export function registerTextGuard(app: FastifyInstance) {
  // A callback hook: nothing here waits, so no request should pay for a promise (decision 031).
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = containsNul(request.params) || containsNul(request.query) || containsNul(request.body);
    done(refused ? new DomainError('invalid_text', NUL_MESSAGE, 400) : undefined);
  });
}
