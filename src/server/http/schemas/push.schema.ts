import { z } from 'zod';

/** The answers of Web Push (issue 37, decision 044): the server's public key, and a browser once subscribed. */
export const pushKeySchema = z
  .object({ publicKey: z.string().describe("The VAPID public key (P-256, uncompressed, base64url): the browser's applicationServerKey") })
  .meta({ id: 'PushKey', description: 'What a browser subscribes with' });

export const pushDeviceSchema = z
  .object({
    endpoint: z.string(),
    deviceLabel: z.string().describe("The browser and system it was made on, from its User-Agent, e.g. 'Chrome 131 on Android'"),
    createdAt: z.iso.datetime(),
    lastSuccessAt: z.iso.datetime().nullable().describe('When a push service last took a push for it'),
  })
  .meta({ id: 'PushDevice', description: 'A browser that takes my notifications as pushes' });
