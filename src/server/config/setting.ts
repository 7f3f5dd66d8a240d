import { z } from 'zod';

/**
 * One environment variable: how its text is read (a zod schema over the raw string, `undefined` when unset or
 * empty), what a person may write (the error line says it), and what the README table and `.env.example` say.
 */
export interface Setting<T = unknown> {
  schema: z.ZodType<T, string | undefined>;
  /** What is allowed, finishing the sentence "PORT must be …". */
  allowed: string;
  /** The default as the README shows it (markdown); `null` when unset means off or absent. */
  shownDefault: string | null;
  /** The README's "meaning" cell (markdown). */
  meaning: string;
  /** Written to `.env.example` as a commented line with this value (the default when it is plain text). */
  example?: string;
  /** Its value is never echoed back in an error line. */
  secret?: boolean;
}

export function setting<T>(definition: Setting<T>): Setting<T> {
  return definition;
}

/** Unset and empty are the same: `.env` files often hold `NAME=`. */
const raw = z.string().optional().transform((value) => (value === undefined || value === '' ? undefined : value));

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

export function flag(fallback: boolean) {
  return raw.pipe(
    z.union([z.undefined(), z.string().refine((value) => [...TRUE_WORDS, ...FALSE_WORDS].includes(value.toLowerCase()))]),
  ).transform((value) => (value === undefined ? fallback : TRUE_WORDS.includes(value.toLowerCase())));
}
export const FLAG_ALLOWED = 'true or false (also 1/0, yes/no, on/off)';

export function wholeNumber(fallback: number, min: number, max: number) {
  return raw
    .pipe(z.union([z.undefined(), z.string().regex(/^\d{1,9}$/)]))
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.number().int().min(min).max(max));
}

export function oneOf<const T extends readonly [string, ...string[]], F extends T[number] | undefined>(values: T, fallback: F) {
  return raw.pipe(z.union([z.undefined(), z.enum(values)])).transform((value) => (value ?? fallback) as T[number] | F);
}

/** A URL whose scheme is one of `schemes` (without the colon); `null` when unset. */
export function url(schemes: string[]) {
  return raw.pipe(
    z.union([
      z.undefined(),
      z.string().refine((value) => {
        try {
          const parsed = new URL(value);
          return schemes.includes(parsed.protocol.slice(0, -1)) && parsed.host !== '';
        } catch {
          return false;
        }
      }),
    ]),
  ).transform((value) => value ?? null);
}

const isControl = (character: string) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f;

/** Free text with no control characters; `fallback` when unset. */
export function text<F extends string | null>(fallback: F, options: { minLength?: number } = {}) {
  return raw.pipe(
    z.union([z.undefined(), z.string().min(options.minLength ?? 1).refine((value) => ![...value].some(isControl))]),
  ).transform((value) => (value ?? fallback) as string | F);
}
