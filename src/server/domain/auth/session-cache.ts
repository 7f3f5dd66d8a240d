import type { SessionViewer } from './auth.service.ts';

/** How long a resolved session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5000;
const MAX_ENTRIES = 50_000;

interface Entry {
  viewer: Omit<SessionViewer, 'refreshedUntil'>;
  sessionExpiresAt: number;
  cachedUntil: number;
}

/**
 * Every request resolves its session; a few seconds of memory spare the database that query on busy
 * sessions. Sign-out and bans clear entries at once on every instance (through the bus); anything changed
 * behind the app's back (SQL by hand) takes effect within SESSION_CACHE_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  get(tokenHash: string, now = Date.now()) {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.cachedUntil < now || entry.sessionExpiresAt < now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry;
  }

  set(tokenHash: string, viewer: Entry['viewer'], sessionExpiresAt: Date, now = Date.now()) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { viewer, sessionExpiresAt: sessionExpiresAt.getTime(), cachedUntil: now + SESSION_CACHE_MS });
  }

  forgetToken(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  forgetSession(sessionId: string) {
    for (const [key, entry] of this.entries) if (entry.viewer.sessionId === sessionId) this.entries.delete(key);
  }

  forgetUser(userId: string) {
    for (const [key, entry] of this.entries) if (entry.viewer.userId === userId) this.entries.delete(key);
  }
}
