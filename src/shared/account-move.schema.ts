import { z } from 'zod';
import { ALIASES_MAX, MOVE_MESSAGES } from './account-move.ts';
import { REMOTE_HANDLE } from './remote-handle.ts';

/** Moving an account (issue 58, decision 079): what Settings → Move account reads and sends. */
const handle = z.string().trim().regex(REMOTE_HANDLE, MOVE_MESSAGES.badHandle);

export const aliasesBodySchema = z.object({
  handles: z.array(handle).max(ALIASES_MAX, MOVE_MESSAGES.tooMany).describe('Accounts elsewhere that are also yours (name@server); each is fetched to check it exists'),
});

export const moveBodySchema = z.object({
  target: handle.describe('The new account elsewhere (name@server); it must list this one under "Also known as"'),
});

export const accountAliasSchema = z.object({ uri: z.string().describe('Its ActivityPub actor id'), handle: z.string() }).meta({ id: 'AccountAlias' });

export const moveStateSchema = z
  .object({
    handle: z.string().describe('This account as other servers name it (name@host): what the new account lists'),
    alsoKnownAs: z.array(accountAliasSchema),
    movedTo: z.object({ userId: z.uuid(), username: z.string() }).nullable().describe('Where the account moved, while it has'),
    movedAt: z.iso.datetime().nullable(),
    canMoveAt: z.iso.datetime().nullable().describe('When the cooldown after the last move ends; null when a move may be made now'),
  })
  .meta({ id: 'MoveState' });
export type MoveState = z.infer<typeof moveStateSchema>;
