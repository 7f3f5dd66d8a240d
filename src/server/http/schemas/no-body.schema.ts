import { z } from 'zod';

/**
 * An answer with no body that is not a 204: a redirect (302) or a protocol switch (101). `type: 'null'` makes
 * the document list the answer's description and headers with no content; at run time nothing is serialized
 * (a redirect's and an upgrade's bodies are empty).
 */
export function noBodyAnswer(description: string, headers: Record<string, { description: string }> = {}) {
  const documented = Object.fromEntries(Object.entries(headers).map(([name, header]) => [name, { type: 'string', ...header }]));
  return z.null().meta({ type: 'null', description, ...(Object.keys(documented).length ? { headers: documented } : {}) } as never);
}
