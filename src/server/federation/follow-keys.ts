/**
 * Where the id of a remote account's Follow of a local one is kept (Fedify's key-value store), so the Accept
 * sent when a private account approves names that Follow.
 */
export function followKey(followerId: string, targetId: string) {
  return ['popreel', 'follow', followerId, targetId] as const;
}
