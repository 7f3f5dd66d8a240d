import { answer, contract, type ApiPath, type Schemas, type SuccessBody } from './contract.ts';
import { sendFormWithProgress, type FormUpload } from './form-request.ts';

/*
 * Spec §7 "Stories". This file is shared by Create Story and the story viewer: each adds its own calls.
 */

export type StoryItem = Schemas['StoryItem'];
export type StoryRing = Schemas['StoryRing'];
export type StoryStatus = Schemas['StoryStatus'];
export type UserStories = Schemas['UserStories'];
export type StoryAuthor = UserStories['author'];

/** What Create Story sends besides the file, already checked by storySchema; text because it is multipart. */
export interface StoryPostFields {
  caption: string | null;
  visibility: 'public' | 'followers';
  sticker: string | null;
  stickerX: number;
  stickerY: number;
  trimStart: number | null;
  trimEnd: number | null;
  /** Issue 41: the story's accessible name in the viewer; null: none. */
  altText: string | null;
}

const POST_STORY = '/api/stories' satisfies ApiPath;
type PostedStory = SuccessBody<typeof POST_STORY, 'post'>;

/**
 * POST /api/stories as multipart/form-data with upload progress. The fields go before the file so the
 * server knows them before the bytes stream in; absent values are left out rather than sent empty.
 */
export function postStory(fields: StoryPostFields, file: File, onProgress: (fraction: number) => void): FormUpload<PostedStory> {
  const form = new FormData();
  if (fields.caption) form.append('caption', fields.caption);
  form.append('visibility', fields.visibility);
  if (fields.sticker) {
    form.append('sticker', fields.sticker);
    form.append('stickerX', String(fields.stickerX));
    form.append('stickerY', String(fields.stickerY));
  }
  if (fields.trimStart !== null) form.append('trimStart', fields.trimStart.toFixed(1));
  if (fields.trimEnd !== null) form.append('trimEnd', fields.trimEnd.toFixed(1));
  if (fields.altText) form.append('altText', fields.altText);
  form.append('file', file);
  return sendFormWithProgress<PostedStory>(POST_STORY, form, onProgress);
}

/** A posted video story is trimmed and encoded by a server job; this reads where that job is. */
export const storyStatus = (id: string, signal?: AbortSignal) => answer(contract.GET('/api/stories/{id}/status', { params: { path: { id } }, signal }));

/** The viewer's own ring first, then followed people with active stories, unseen first, newest first. */
export const storyRings = (signal?: AbortSignal) => answer(contract.GET('/api/stories/rings', { signal })).then((body) => body.items);

/** One person's active stories the viewer may see, oldest first; 404 if the person is missing or banned. */
export const userStories = (userId: string, signal?: AbortSignal) =>
  answer(contract.GET('/api/users/{id}/stories', { params: { path: { id: userId } }, signal }));

export const markStorySeen = (id: string) => answer(contract.POST('/api/stories/{id}/seen', { params: { path: { id } } }));

export const deleteStory = (id: string) => answer(contract.DELETE('/api/stories/{id}', { params: { path: { id } } }));
