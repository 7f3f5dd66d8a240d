/**
 * Reposts (issue 55 item 3, decision 070): a person passes a public or unlisted video on to their followers'
 * Following, marked "↻ name reposted"; the creator hears of it, grouped like likes.
 */
export const REPOST_MESSAGES = {
  notPublic: 'Only public and unlisted videos can be reposted',
} as const;
