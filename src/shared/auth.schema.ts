import { z } from 'zod';
import { MINIMUM_AGE, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants.ts';
import { msg } from './i18n/msg.ts';

export const USERNAME_MESSAGES = {
  tooShort: msg('Username must be at least 3 characters'),
  tooLong: msg('Username must be less than 30 characters'),
  pattern: msg('Username can only contain letters, numbers, and underscores'),
} as const;

export const usernameSchema = z
  .string({ error: msg('Username is required') })
  .trim()
  .min(USERNAME_MIN, USERNAME_MESSAGES.tooShort)
  .max(USERNAME_MAX, USERNAME_MESSAGES.tooLong)
  .regex(/^[A-Za-z0-9_]+$/, USERNAME_MESSAGES.pattern);

export const emailSchema = z
  .string({ error: msg('Email is required') })
  .trim()
  .min(1, msg('Email is required'))
  .max(254, msg('Email is too long'))
  .pipe(z.email(msg('Please enter a valid email address')))
  .transform((email) => email.toLowerCase());

/**
 * Top-level names set aside for tests, examples and local networks (RFC 2606, 6761, 6762, 7686, 8375 and
 * ICANN's .internal): no mail ever reaches them, so an account may not take such an address (decision 038).
 */
export const UNDELIVERABLE_TLDS = ['invalid', 'test', 'example', 'localhost', 'local', 'onion', 'internal', 'arpa'] as const;
export const UNDELIVERABLE_EMAIL_MESSAGE = msg('Please use an email address that can receive mail');

/** An address an account may take (sign-up, address change): valid, and at a domain mail can reach. */
export const deliverableEmailSchema = emailSchema.refine((email) => {
  const tld = email.split('@').pop()!.split('.').pop()!;
  return !(UNDELIVERABLE_TLDS as readonly string[]).includes(tld);
}, UNDELIVERABLE_EMAIL_MESSAGE);

export const passwordSchema = z
  .string({ error: msg('Password is required') })
  .min(PASSWORD_MIN, msg('Password must be at least 6 characters'))
  .max(200, msg('Password must be at most 200 characters'))
  // Spaces count towards the length (a passphrase may have them) but cannot be the whole password.
  .refine((password) => password.trim().length > 0, msg('Password cannot be only spaces'));

/**
 * Age is optional (issue 38): given, an account under PRIVATE_BY_DEFAULT_UNDER_AGE starts private with comments
 * from followers, and "Always show sensitive content" stays refused under 18. The Terms' minimum is 13.
 */
export const signUpAgeSchema = z
  .number({ error: msg('Age must be a whole number') })
  .int(msg('Age must be a whole number'))
  .min(MINIMUM_AGE, `You must be at least ${MINIMUM_AGE} to use Popreel`)
  .max(120, msg('Age must be 120 or less'));

export const signUpSchema = z.object({ username: usernameSchema, email: deliverableEmailSchema, password: passwordSchema, age: signUpAgeSchema.optional() });
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: msg('Password is required') }).min(1, msg('Password is required')).max(200),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
