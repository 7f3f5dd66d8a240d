import { api } from './client.ts';
import { sendForm } from './form-request.ts';

/** Spec §7 "Upload and profile": profiles, their Posts and Likes, follows, blocked accounts, username checks and edits. */
export type { BlockedUser, FollowState, ProfileVideo, ProfileView } from '../../shared/profile-types.ts';
import type { BlockedUser, FollowState, ProfileVideo, ProfileView } from '../../shared/profile-types.ts';

export interface ProfileChanges {
  username?: string;
  bio?: string;
  verified?: boolean;
}

const profilePath = (id: string) => `/api/profiles/${encodeURIComponent(id)}`;

export const profilesApi = {
  get: (id: string, signal?: AbortSignal) => api.get<ProfileView>(profilePath(id), signal),
  videos: (id: string, tab: 'videos' | 'likes', signal?: AbortSignal) => api.get<{ items: ProfileVideo[] }>(`${profilePath(id)}/${tab}`, signal),
  follow: (id: string) => api.post<FollowState>(`/api/users/${encodeURIComponent(id)}/follow`),
  unfollow: (id: string) => api.delete<FollowState>(`/api/users/${encodeURIComponent(id)}/follow`),
  /** The people I blocked, newest first (blocking itself is on the video card: videosApi.block). */
  blocked: (signal?: AbortSignal) => api.get<{ items: BlockedUser[] }>('/api/blocks', signal),
  unblock: (id: string) => api.delete<void>(`/api/blocks/${encodeURIComponent(id)}`),
  usernameAvailable: (username: string, signal?: AbortSignal) =>
    api.get<{ username: string; available: boolean }>(`/api/usernames/${encodeURIComponent(username)}/availability`, signal),
  update: (changes: ProfileChanges) => api.patch<ProfileView>('/api/me/profile', changes),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return sendForm<ProfileView>('PUT', '/api/me/avatar', form);
  },
};
