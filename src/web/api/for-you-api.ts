import { answer, contract, type Schemas } from './contract.ts';

export type ForYouReason = Schemas['ForYouReason'];
export type InterestChoices = Schemas['InterestChoices'];

const byId = (id: string) => ({ params: { path: { id } } });

/** A person's say over their own For You (issue 56): interests, hidden creators, and why a video is there. */
export const forYouApi = {
  reasons: (videoId: string, signal?: AbortSignal) => answer(contract.GET('/api/videos/{id}/for-you-reasons', { ...byId(videoId), signal })),
  hideCreator: (userId: string) => answer(contract.POST('/api/users/{id}/hide-from-for-you', byId(userId))),
  unhideCreator: (userId: string) => answer(contract.DELETE('/api/users/{id}/hide-from-for-you', byId(userId))),
  hiddenCreators: (signal?: AbortSignal) => answer(contract.GET('/api/me/hidden-creators', { signal })),
  choices: (signal?: AbortSignal) => answer(contract.GET('/api/interests/choices', { signal })),
  interests: (signal?: AbortSignal) => answer(contract.GET('/api/me/interests', { signal })),
  setInterests: (tags: string[], creators: string[]) => answer(contract.PUT('/api/me/interests', { body: { tags, creators } })),
};
