import { z } from 'zod';

/** Public settings the web app needs at run time. */
export const appConfigSchema = z
  .object({
    tileUrl: z.string().describe('Map tile URL template ({z}/{x}/{y}); may point at your own tile server'),
    aiProvider: z.enum(['openai-compatible', 'local']).describe('Who writes captions and tags: a configured OpenAI-compatible API, or the local fallback'),
  })
  .meta({ id: 'AppConfig', description: 'Public settings the web app needs at run time' });

/** Liveness: whether the database answers, which kind it is and the server's version; a 503 has the same shape. */
export const healthSchema = z
  .object({ ok: z.boolean(), db: z.enum(['embedded', 'external']), version: z.string() })
  .meta({ id: 'Health', description: 'ok is false (with a 503) when the database does not answer' });
