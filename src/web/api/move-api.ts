import { answer, contract, type ApiPath, type SuccessBody } from './contract.ts';

const MOVE = '/api/me/move' satisfies ApiPath;

/** Where the account stands: its "Also known as", where it moved, and when it may move again. */
export type MoveState = SuccessBody<typeof MOVE, 'get'>;

/** Moving an account between servers (issue 58): Settings → Move account. */
export const moveApi = {
  get: (signal?: AbortSignal) => answer(contract.GET(MOVE, { signal })),
  /** Replaces the whole "Also known as" list; each account is looked up on its server first. */
  setAliases: (handles: string[]) => answer(contract.PUT('/api/me/also-known-as', { body: { handles } })),
  /** Moves this account to one elsewhere that lists it under "Also known as". */
  moveTo: (target: string) => answer(contract.POST(MOVE, { body: { target } })),
};

/** Query keys, per viewer like the other private settings. */
export const moveKeys = {
  state: (userId: string) => ['account-move', userId] as const,
};
