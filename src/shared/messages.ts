/** User-facing strings of spec §2, §4, §5 and §8 that both the server and the web app show. */
import { msg } from './i18n/msg.ts';

export const AUTH_MESSAGES = {
  signUpSuccess: msg('Account created! You can now log in.'),
  signInSuccess: msg('Welcome back!'),
  signUpFailed: msg('Error creating account'),
  signInFailed: msg('Error signing in'),
  invalidCredentials: msg('Invalid email or password'),
  usernameTaken: msg('Username is already taken'),
  emailTaken: msg('An account with this email already exists'),
  commonPassword: msg('This password is too common — please choose a less guessable one'),
  banned: msg('Your account has been banned'),
  signInRequired: msg('Please log in to continue.'),
  tooManyAttempts: msg('Too many attempts — please wait a moment and try again'),
  rolesFetchFailed: msg('Error fetching user roles:'),
} as const;

export const UPLOAD_MESSAGES = {
  invalidTypeTitle: msg('Invalid file type'),
  invalidType: msg('Please select a video file'),
  tooLargeTitle: msg('File too large'),
  tooLarge: msg('Video must be less than 50MB'),
  tooLong: msg('Videos can be at most 3 minutes long'),
  avatarInvalidType: msg('Please select an image file'),
  avatarTooLarge: msg('Image must be less than 5MB'),
  failed: msg('Upload failed'),
  unknown: msg('Unknown error'),
} as const;

export const NOT_FOUND_TEXT = { code: '404', title: msg('Oops! Page not found'), link: msg('Return to Home') } as const;
export const ERROR_SCREEN_TEXT = {
  title: msg('Something went wrong'),
  body: msg("We're sorry for the inconvenience. Please try refreshing the page."),
  button: msg('Refresh Page'),
} as const;
