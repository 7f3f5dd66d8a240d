import { z } from 'zod';

/** "Always show sensitive content" (issue 38): on, sensitive videos play without the blur and warning. */
export const sensitiveContentSchema = z
  .object({ showSensitive: z.boolean({ error: 'show_sensitive must be true or false' }) })
  .meta({ id: 'SensitiveContentSetting' });
