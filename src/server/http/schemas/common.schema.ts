import { z } from 'zod';

/**
 * Answers shared by every area of the API (issue 36). A 204 has no body: `response: { 204: noContent }`
 * documents it as such (OpenAPI: no content), and Fastify sends nothing to serialize.
 */
export const noContent = z.null().describe('No content');

/** `{ ok: true }`: an acknowledgement with nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

/** The one page shape of every list, `{ items, nextCursor }` (issue 36): src/shared/page.schema.ts. */
export { pageSchema } from '../../../shared/page.schema.ts';

/**
 * The one cursor parameter of every list (issue 36): a list's route takes `cursor` in its querystring schema (so
 * the document, the route fuzzer and the authorization matrix see it), the `nextCursor` of the page before; none
 * for the first page.
 */
export const cursorQuerySchema = z.object({
  cursor: z.string().max(500).optional().describe('The nextCursor of the page before; leave it out for the first page'),
});
