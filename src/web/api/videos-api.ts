import type { ReportReason, ReportTargetKind } from '../../shared/constants.ts';
import { answer, contract, type Schemas } from './contract.ts';

/** The video calls of spec §7 "Reactions, likes, comments, shares, views" and "Reports and blocks". */

/** A video as a card (spec §2): the feeds', the players' and the share page's. */
export type FeedItem = Schemas['FeedItem'];
export type FeedPage = Schemas['FeedPage'];
/** A grid's player's page: the grid's videos as full cards. */
export type CardPage = Schemas['GridPlayerPage'];
export type ReactionState = Schemas['ReactionState'];
export type ReactionType = NonNullable<ReactionState['reaction']>;
export type Comment = Schemas['Comment'];
export type LikeState = Schemas['LikeState'];
export type CommentList = Schemas['CommentList'];
/** What the owner's edit may change (the typed client checks it against the document). */
export interface VideoUpdate {
  title?: string;
  caption?: string;
  visibility?: FeedItem['visibility'];
  sensitive?: boolean;
  contentWarning?: string | null;
  commentPolicy?: FeedItem['commentPolicy'];
  /** Issue 41: null (or blank) clears it. */
  altText?: string | null;
}

const byId = (id: string) => ({ params: { path: { id } } });

export const videosApi = {
  get: (id: string, signal?: AbortSignal) => answer(contract.GET('/api/videos/{id}', { ...byId(id), signal })),
  react: (id: string, type: ReactionType) => answer(contract.POST('/api/videos/{id}/reaction', { ...byId(id), body: { type } })),
  like: (id: string) => answer(contract.PUT('/api/videos/{id}/like', byId(id))),
  unlike: (id: string) => answer(contract.DELETE('/api/videos/{id}/like', byId(id))),
  /** Saves the video to the viewer's private Favourites, or takes it out; both answer the new count and state. */
  favourite: (id: string) => answer(contract.PUT('/api/videos/{id}/favourite', byId(id))),
  unfavourite: (id: string) => answer(contract.DELETE('/api/videos/{id}/favourite', byId(id))),
  /** Issue 55 item 3: reposts the video to my followers' Following, or takes it back; both answer the new count and state. */
  repost: (id: string) => answer(contract.PUT('/api/videos/{id}/repost', byId(id))),
  unrepost: (id: string) => answer(contract.DELETE('/api/videos/{id}/repost', byId(id))),
  share: (id: string) => answer(contract.POST('/api/videos/{id}/shares', byId(id))),
  view: (id: string) => answer(contract.POST('/api/videos/{id}/views', byId(id))),
  remove: (id: string) => answer(contract.DELETE('/api/videos/{id}', byId(id))),
  /** Issue 42: pinned videos lead the creator's Posts grid. */
  pin: (id: string, pinned: boolean) => answer(pinned ? contract.PUT('/api/videos/{id}/pin', byId(id)) : contract.DELETE('/api/videos/{id}/pin', byId(id))),
  /** The owner's edit (issue 38): title, caption, who can watch, the sensitive mark, who can comment. */
  update: (id: string, body: VideoUpdate) => answer(contract.PATCH('/api/videos/{id}', { ...byId(id), body })),
  hideComment: (id: string, hidden: boolean) =>
    answer(hidden ? contract.PUT('/api/comments/{id}/hidden', byId(id)) : contract.DELETE('/api/comments/{id}/hidden', byId(id))),
  pinComment: (id: string, pinned: boolean) =>
    answer(pinned ? contract.PUT('/api/comments/{id}/pin', byId(id)) : contract.DELETE('/api/comments/{id}/pin', byId(id))),
  comments: (id: string, signal?: AbortSignal) => answer(contract.GET('/api/videos/{id}/comments', { ...byId(id), signal })),
  postComment: (input: { videoId: string; content: string; parentId: string | null }) => answer(contract.POST('/api/comments', { body: input })),
  /** Any report (decision 047), not only a video's: the videos' calls are where reporting began. */
  report: (input: { targetKind: ReportTargetKind; targetId: string; reason: ReportReason; details: string | null }) => answer(contract.POST('/api/reports', { body: input })),
  block: (userId: string) => answer(contract.POST('/api/blocks', { body: { blockedId: userId } })),
  notInterested: (id: string) => answer(contract.POST('/api/videos/{id}/not-interested', byId(id))),
};

/** The share link of spec §7 "Sharing": {origin}/v/{videoId}. */
export function shareUrl(videoId: string): string {
  return `${window.location.origin}/v/${videoId}`;
}
