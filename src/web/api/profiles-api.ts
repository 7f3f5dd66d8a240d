import { answer, contract, type ApiPath, type Schemas } from './contract.ts';
import { sendForm } from './form-request.ts';

/**
 * Spec §7 "Upload and profile": profiles, their Posts, Likes and Reposts, the owner's own Favourites, follows, blocked
 * accounts, username checks and edits.
 */
export type ProfileView = Schemas['ProfileView'];
export type ProfileVideo = Schemas['ProfileVideo'];
export type FollowState = Schemas['FollowState'];
export type BlockedUser = Schemas['BlockedUser'];
/** The public grids of a profile, read by its id. */
export type ProfileGridTab = 'videos' | 'likes' | 'reposts';

export interface ProfileChanges {
  username?: string;
  bio?: string;
  verified?: boolean;
}

const byId = (id: string) => ({ params: { path: { id } } });

export const profilesApi = {
  get: (id: string, signal?: AbortSignal) => answer(contract.GET('/api/profiles/{id}', { ...byId(id), signal })),
  /** A page of the Posts, Likes or Reposts (issue 55 item 3) tab; `cursor` is the nextCursor of the page before. */
  videos: (id: string, tab: ProfileGridTab, cursor: string | null, signal?: AbortSignal) => {
    const request = { params: { path: { id }, query: { cursor: cursor ?? undefined } }, signal };
    if (tab === 'videos') return answer(contract.GET('/api/profiles/{id}/videos', request));
    return answer(tab === 'likes' ? contract.GET('/api/profiles/{id}/likes', request) : contract.GET('/api/profiles/{id}/reposts', request));
  },
  /** A page of the signed-in user's own Favourites tab, newest saved first: private, so it has no profile id. */
  favourites: (cursor: string | null, signal?: AbortSignal) => answer(contract.GET('/api/me/favourites', { params: { query: { cursor: cursor ?? undefined } }, signal })),
  follow: (id: string) => answer(contract.POST('/api/users/{id}/follow', byId(id))),
  unfollow: (id: string) => answer(contract.DELETE('/api/users/{id}/follow', byId(id))),
  /** The people I blocked, newest first (blocking itself is on the video card: videosApi.block). */
  blocked: (signal?: AbortSignal) => answer(contract.GET('/api/blocks', { signal })),
  unblock: (id: string) => answer(contract.DELETE('/api/blocks/{id}', byId(id))),
  /** Who goes by a username now, in any letter case (a mention's link, issue 37); 404 when nobody shown does. */
  byUsername: (username: string, signal?: AbortSignal) => answer(contract.GET('/api/usernames/{username}', { params: { path: { username } }, signal })),
  usernameAvailable: (username: string, signal?: AbortSignal) =>
    answer(contract.GET('/api/usernames/{username}/availability', { params: { path: { username } }, signal })),
  update: (changes: ProfileChanges) => answer(contract.PATCH('/api/me/profile', { body: changes })),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return sendForm<ProfileView>('PUT', '/api/me/avatar' satisfies ApiPath, form);
  },
};
