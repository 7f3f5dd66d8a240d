import { z } from 'zod';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants.ts';

export const USERNAME_MESSAGES = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be less than 30 characters',
  pattern: 'Username can only contain letters, numbers, and underscores',
} as const;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, USERNAME_MESSAGES.tooShort)
  .max(USERNAME_MAX, USERNAME_MESSAGES.tooLong)
  .regex(/^[A-Za-z0-9_]+$/, USERNAME_MESSAGES.pattern);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters')
  // Spaces count towards the length (a passphrase may have them) but cannot be the whole password.
  .refine((password) => password.trim().length > 0, 'Password cannot be only spaces');

export const signUpSchema = z.object({ username: usernameSchema, email: emailSchema, password: passwordSchema });
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
