import type { MuteDuration } from '../../shared/audience.ts';
import { answer, contract, type Schemas } from './contract.ts';

/**
 * Issue 38's audience controls, as the viewer sets them: mute a person, mute words, make the account private
 * and answer follow requests. Each call acts on the viewer's own lists only.
 */
export type MutedUser = Schemas['MutedUser'];
export type MutedWord = Schemas['MutedWord'];
export type FollowRequest = Schemas['FollowRequest'];

const byId = (id: string) => ({ params: { path: { id } } });

export const audienceApi = {
  mute: (userId: string) => answer(contract.POST('/api/users/{id}/mute', byId(userId))),
  unmute: (userId: string) => answer(contract.DELETE('/api/users/{id}/mute', byId(userId))),
  /** The people I muted, newest first (500 a page: more than anyone keeps, so Settings reads one page). */
  mutedAccounts: (signal?: AbortSignal) => answer(contract.GET('/api/me/mutes', { signal })),
  mutedWords: (signal?: AbortSignal) => answer(contract.GET('/api/me/muted-words', { signal })),
  /** Muting a word already muted renews it for the new duration (the server answers the one row). */
  muteWord: (word: string, duration: MuteDuration) => answer(contract.POST('/api/me/muted-words', { body: { word, duration } })),
  unmuteWord: (id: string) => answer(contract.DELETE('/api/me/muted-words/{id}', byId(id))),
  privacy: (signal?: AbortSignal) => answer(contract.GET('/api/me/privacy', { signal })),
  setPrivacy: (privateAccount: boolean) => answer(contract.PUT('/api/me/privacy', { body: { privateAccount } })),
  /** Who asks to follow me, newest first (100 a page). */
  followRequests: (signal?: AbortSignal) => answer(contract.GET('/api/me/follow-requests', { signal })),
  approve: (userId: string) => answer(contract.POST('/api/me/follow-requests/{id}/approve', byId(userId))),
  decline: (userId: string) => answer(contract.DELETE('/api/me/follow-requests/{id}', byId(userId))),
};
