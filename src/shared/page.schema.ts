import { z } from 'zod';

/**
 * The one page shape of every list (issue 36; its type is Page in api-types.ts): `{ items, nextCursor }`. A list's
 * route takes the `cursor` query parameter (src/server/http/schemas/common.schema.ts) and answers this.
 */

const nextCursor = z.string().nullable().describe('Opaque: pass it back as cursor for the next page; null on the last page');

export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor });
