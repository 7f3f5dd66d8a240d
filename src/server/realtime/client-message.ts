import { z } from 'zod';
import type { ClientRealtimeMessage } from '../../shared/api-types.ts';

const channel = z.string().min(1).max(200);

const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel }),
  z.object({ type: z.literal('unsubscribe'), channel }),
  z.object({ type: z.literal('ping') }),
]) satisfies z.ZodType<ClientRealtimeMessage>;

export type ParsedClientMessage = { ok: true; message: ClientRealtimeMessage } | { ok: false; error: string };

/** Reads one frame from a client. Anything but a known JSON message is an answer, never an exception. */
export function parseClientMessage(raw: unknown, isBinary: boolean): ParsedClientMessage {
  if (isBinary) return { ok: false, error: 'Messages must be JSON text' };
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    return { ok: false, error: 'Messages must be JSON' };
  }
  const parsed = clientMessageSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: 'Unknown message type' };
  return { ok: true, message: parsed.data };
}
