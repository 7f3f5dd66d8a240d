/**
 * Query keys of the account screen (issue 24). Everything sits under `accountKeys.all`, so a sign-in, a
 * verified address or a deletion can mark the whole screen stale in one call.
 */
export const accountKeys = {
  all: ['account'] as const,
  overview: ['account', 'overview'] as const,
  sessions: ['account', 'sessions'] as const,
  passkeys: ['account', 'passkeys'] as const,
  exports: ['account', 'exports'] as const,
  /** A mailed link is used once: the answer is kept so a remount (StrictMode, back and forth) does not spend it again. */
  emailLink: (token: string) => ['email-link', token] as const,
};

/** How often a pending data export is asked about until it is ready. */
export const EXPORT_POLL_MS = 3_000;
