/** Query keys of the editor (/edit/{videoId}): the owner's video to edit and its file, read once per visit. */
export const editorKeys = {
  source: (videoId: string) => ['editor', videoId, 'source'] as const,
  file: (videoId: string) => ['editor', videoId, 'file'] as const,
};
