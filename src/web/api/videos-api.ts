import type { FeedItem, ReactionState, ReactionType } from '../../shared/feed-types.ts';
import type { ReportReason } from '../../shared/constants.ts';
import { api } from './client.ts';

/** The video calls of spec §7 "Reactions, likes, comments, shares, views" and "Reports and blocks". */

export interface Comment {
  id: string;
  video_id: string;
  user_id: string;
  content: string;
  parent_id: string | null;
  created_at: string;
  username: string;
  avatar_url: string | null;
  verified: boolean;
}

export interface LikeState {
  like_count: number;
  is_liked: boolean;
}

const videoPath = (id: string) => `/api/videos/${encodeURIComponent(id)}`;

export const videosApi = {
  get: (id: string, signal?: AbortSignal) => api.get<FeedItem>(videoPath(id), signal),
  react: (id: string, type: ReactionType) => api.post<ReactionState>(`${videoPath(id)}/reaction`, { type }),
  like: (id: string) => api.put<LikeState>(`${videoPath(id)}/like`),
  unlike: (id: string) => api.delete<LikeState>(`${videoPath(id)}/like`),
  share: (id: string) => api.post<{ share_count: number }>(`${videoPath(id)}/shares`),
  view: (id: string) => api.post<void>(`${videoPath(id)}/views`),
  remove: (id: string) => api.delete<void>(videoPath(id)),
  comments: (id: string, signal?: AbortSignal) => api.get<{ items: Comment[] }>(`${videoPath(id)}/comments`, signal),
  postComment: (input: { video_id: string; content: string; parent_id: string | null }) => api.post<Comment>('/api/comments', input),
  report: (input: { video_id: string; reason: ReportReason; details: string | null }) => api.post<unknown>('/api/reports', input),
  block: (userId: string) => api.post<unknown>('/api/blocks', { blocked_id: userId }),
  notInterested: (id: string) => api.post<void>(`${videoPath(id)}/not-interested`),
};

/** The share link of spec §7 "Sharing": {origin}/v/{videoId}. */
export function shareUrl(videoId: string): string {
  return `${window.location.origin}/v/${videoId}`;
}
