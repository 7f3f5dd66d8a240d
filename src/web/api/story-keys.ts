/**
 * Query keys of the story viewer and the story rings (feed row, profile avatar), under one 'stories' root,
 * so a seen mark or a delete can refresh every story read at once.
 */
export const storyKeys = {
  all: ['stories'] as const,
  rings: ['stories', 'rings'] as const,
  user: (userId: string) => ['stories', 'user', userId] as const,
};
