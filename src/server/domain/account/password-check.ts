import type { AuthRepo } from '../../data/repos/auth.repo.ts';
import { verifyPassword } from '../auth/password.ts';
import { DomainError } from '../errors.ts';

/**
 * Re-entering the password before a change that matters (settings, deletion). A wrong one is a 400 with the
 * message the form shows, not a 401: the session itself is fine.
 */
export async function requirePassword(auth: AuthRepo, userId: string, password: string, wrong: string) {
  const user = await auth.passwordHashOf(userId);
  if (!user || !(await verifyPassword(password, user.passwordHash))) throw new DomainError('wrong_password', wrong, 400);
  return user;
}
