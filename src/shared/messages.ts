/** User-facing strings of spec §2, §4, §5 and §8 that both the server and the web app show. */
export const AUTH_MESSAGES = {
  signUpSuccess: 'Account created! You can now log in.',
  signInSuccess: 'Welcome back!',
  signUpFailed: 'Error creating account',
  signInFailed: 'Error signing in',
  invalidCredentials: 'Invalid email or password',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  commonPassword: 'This password is too common — please choose a less guessable one',
  banned: 'Your account has been banned',
  signInRequired: 'Please log in to continue.',
  tooManyAttempts: 'Too many attempts — please wait a moment and try again',
  rolesFetchFailed: 'Error fetching user roles:',
} as const;

export const UPLOAD_MESSAGES = {
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please select a video file',
  tooLargeTitle: 'File too large',
  tooLarge: 'Video must be less than 50MB',
  tooLong: 'Videos can be at most 3 minutes long',
  avatarInvalidType: 'Please select an image file',
  avatarTooLarge: 'Image must be less than 5MB',
  failed: 'Upload failed',
  unknown: 'Unknown error',
} as const;

export const NOT_FOUND_TEXT = { code: '404', title: 'Oops! Page not found', link: 'Return to Home' } as const;
export const ERROR_SCREEN_TEXT = {
  title: 'Something went wrong',
  body: "We're sorry for the inconvenience. Please try refreshing the page.",
  button: 'Refresh Page',
} as const;
