/** Query keys of a video's caption tracks as their owner edits them. */
export const captionKeys = {
  all: ['captions'] as const,
  video: (videoId: string) => ['captions', videoId] as const,
};
