import { msg } from '../../i18n/i18n.ts';
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '../../../shared/auth.schema.ts';

export type AuthMode = 'signIn' | 'signUp';
export type AuthField = 'username' | 'email' | 'password' | 'age';
export interface AuthFormValues {
  username: string;
  email: string;
  password: string;
  /** Sign-up's optional age (issue 38), as typed: empty means not given. */
  age: string;
}

export type AuthValidation =
  | { ok: true; input: SignUpInput | SignInInput }
  | { ok: false; field: AuthField; message: string };

/**
 * The same zod schemas the server uses; only the first problem is reported, as the spec asks. The form shows the
 * message with useTranslation('auth').
 */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthValidation {
  const result =
    mode === 'signUp'
      ? signUpSchema.safeParse({ ...values, age: values.age.trim() === '' ? undefined : Number(values.age) })
      : signInSchema.safeParse({ email: values.email, password: values.password });
  if (result.success) return { ok: true, input: result.data };
  const issue = result.error.issues[0];
  const field = (issue?.path[0] as AuthField | undefined) ?? 'email';
  return { ok: false, field, message: issue?.message ?? msg('Please check the form') };
}
