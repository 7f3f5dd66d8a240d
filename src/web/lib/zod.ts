/**
 * The web build's `zod` (vite.config.ts aliases the bare specifier here): zod itself, configured before any
 * schema is built or parsed. Our CSP forbids eval; without jitless, zod probes `Function('')` on the first
 * parse to decide whether to compile its parsers, and the browser reports the refusal as a policy violation.
 * Configured here rather than in main.tsx, so zod loads with the first screen that checks input with a
 * shared schema instead of with every page's entry (decision 032). The server keeps compiled parsers.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
