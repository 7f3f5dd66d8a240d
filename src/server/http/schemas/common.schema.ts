import { z } from 'zod';

/**
 * Answers shared by every area of the API (issue 36). A 204 has no body: `response: { 204: noContent }`
 * documents it as such (OpenAPI: no content), and Fastify sends nothing to serialize.
 */
export const noContent = z.null().describe('No content');

/** `{ ok: true }`: an acknowledgement with nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
