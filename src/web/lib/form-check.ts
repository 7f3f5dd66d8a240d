import type { ZodType } from 'zod';
import { ApiError } from '../api/client.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * Form checks with the shared zod schemas (the server runs the same ones). Only the type of zod is named
 * here, so this file adds nothing to a bundle; the schema a screen passes in brings zod with it, and only
 * lazily loaded screens pass one.
 */
export type FormCheck<Input, Field extends string> = { ok: true; input: Input } | { ok: false; field: Field; message: string };

/** The first problem, tied to its field so the form can show it there and move focus to it. */
export function checkForm<Input, Field extends string>(schema: ZodType<Input>, values: unknown, fallback: Field): FormCheck<Input, Field> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const issue = result.error.issues[0];
  return { ok: false, field: (issue?.path[0] as Field | undefined) ?? fallback, message: issue?.message ?? i18n.t('Please check the form', { ns: 'common' }) };
}

/** The server's own words when it sent some (a wrong code, an expired link), else the screen's fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}
