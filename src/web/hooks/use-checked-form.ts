import { useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { i18n } from '../i18n/i18n.ts';
import { checkForm } from '../lib/form-check.ts';

/**
 * A small form of text fields checked by a shared zod schema whose keys are the field names: the first
 * problem shows under its field and takes the focus, and typing in that field clears it.
 */
export function useCheckedForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const fail = (field: Field, message: string) => {
    setProblem({ field, message });
    refs.current[field]?.focus();
  };

  /** The parsed input, or null after showing why not. */
  const check = <Input>(schema: ZodType<Input>, fallback: Field, extra: Record<string, unknown> = {}): Input | null => {
    const result = checkForm(schema, { ...values, ...extra }, fallback);
    if (!result.ok) {
      fail(result.field, result.message);
      return null;
    }
    setProblem(null);
    return result.input;
  };

  /** Props for an <Input>: its ref, value, change handler and error (a shared schema's English, translated here). */
  const field = (name: Field) => ({
    ref: (element: HTMLInputElement | null) => void (refs.current[name] = element),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setProblem((current) => (current?.field === name ? null : current));
    },
    error: problem?.field === name ? i18n.t(problem.message) : undefined,
  });

  return { values, field, check, fail, clear: () => setValues(initial) };
}
