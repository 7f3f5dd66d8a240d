/** The pieces completeDocument (openapi-contract.ts) adds to every operation and to the document. */

export const ERROR_SCHEMA_ID = 'ApiError';

/**
 * Routes that take a token of the server's own configuration, not a person's session or token: a scraper's
 * METRICS_TOKEN (issue 60). The document names their scheme; with the setting unset they answer 404 to all.
 */
export const CONFIGURED_TOKEN_ROUTES = new Map([['GET /metrics', 'metricsToken']]);

/**
 * Routes a visitor (no session, no token) may call; every other one answers 401 without one. The
 * authorization matrix checks this list against what the server really answers.
 */
export const VISITOR_ROUTES = new Set([
  'GET /api/health',
  'GET /api/config',
  'GET /api/session',
  'GET /api/push/key',
  'GET /api/videos',
  'GET /api/videos/:id',
  'GET /api/videos/:id/link',
  'GET /api/videos/:id/hls/:playlist',
  'GET /api/videos/:id/comments',
  // Issue 41: a public video's caption tracks, for the share page and any player.
  'GET /api/videos/:id/captions',
  'GET /api/videos/:id/captions/:language/track.vtt',
  'POST /api/videos/:id/views',
  'POST /api/videos/:id/watches',
  'GET /api/places/:id',
  'GET /api/places/:id/videos',
  'GET /api/profiles/:id',
  'POST /api/analytics',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'POST /api/auth/token',
  'POST /api/auth/passkey',
  'POST /api/auth/passkey/options',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  'POST /api/auth/email/verify',
  'POST /api/auth/email/cancel',
  'POST /api/auth/passkeys/remove',
  'GET /api/realtime',
  'GET /media/:bucket/*',
  'GET /v/:id/card.jpg',
  'GET /v/:id/video.mp4',
  'GET /embed/:id',
  'GET /oembed',
  'POST /oauth/token',
  'POST /oauth/revoke',
  'GET /.well-known/oauth-authorization-server',
  'GET /.well-known/webfinger',
  'GET /.well-known/nodeinfo',
  'GET /nodeinfo/2.1',
  'GET /ap/users/:id',
  'GET /ap/users/:id/outbox',
  'GET /ap/users/:id/followers',
  'GET /ap/users/:id/following',
  'GET /ap/users/:id/featured',
  'GET /ap/notes/:id',
  'POST /ap/users/:id/inbox',
  'POST /ap/inbox',
]);

export const TAGS = [
  { name: 'health', description: 'Liveness and readiness for load balancers and monitors, and Prometheus metrics.' },
  { name: 'auth', description: 'Signing up, in and out, tokens, passkeys and the links sent by mail.' },
  { name: 'account', description: 'The signed-in person\'s account: email, password, two-factor, passkeys, sessions, data and deletion.' },
  { name: 'notifications', description: 'Follows, likes and other news for the signed-in person, and Web Push to their browsers.' },
  { name: 'analytics', description: 'Anonymous product events.' },
  { name: 'studio', description: "A creator's analytics: the player's watch reports, and the numbers /studio shows." },
  { name: 'admin', description: 'Moderation: reports, hidden videos, bans and roles.' },
  { name: 'videos', description: 'Uploading, reading, changing and deleting videos.' },
  { name: 'feed', description: 'The Following and For You feeds and single video cards.' },
  { name: 'reactions', description: 'Pops, unpops, likes, shares and views.' },
  { name: 'comments', description: 'Comments and replies on videos.' },
  { name: 'safety', description: 'Blocking, reporting and what a viewer has hidden.' },
  { name: 'profiles', description: 'Profiles, follows, avatars and a creator\'s videos.' },
  { name: 'imports', description: 'Bringing videos from elsewhere: a TikTok data export read, its videos picked and fetched as drafts.' },
  { name: 'collections', description: 'Named sets of favourites, private or public, playable and shared like a video.' },
  { name: 'watch history', description: 'The videos the signed-in person watched, seen only by them: remove, clear, pause.' },
  { name: 'places', description: 'Places videos are tagged with, and the map.' },
  { name: 'chat', description: 'Public chat rooms and their messages.' },
  { name: 'matching', description: 'Singles matching: suggestions, swipes and matches.' },
  { name: 'stories', description: '24-hour stories.' },
  { name: 'sounds', description: 'The sound library and videos using a sound.' },
  { name: 'search', description: 'Searching people, videos, sounds, places and tags.' },
  { name: 'editor', description: 'The in-browser editor\'s renders of a video.' },
  { name: 'realtime', description: 'The WebSocket of live events.' },
  { name: 'media', description: 'Stored files behind signed links.' },
  { name: 'share', description: 'Link previews and the files they show.' },
  { name: 'apps and tokens', description: 'Personal access tokens, the OAuth apps a person registered and the apps they allowed (session only).' },
  { name: 'oauth', description: 'OAuth 2 authorization code with PKCE: consent, token, revocation and the server\'s metadata.' },
  { name: 'federation', description: 'ActivityPub for other servers: WebFinger, NodeInfo, actors, notes, collections and signed inboxes.' },
];

interface OperationShape {
  method: string;
  hasPathParams: boolean;
  signedIn: boolean;
  /** A multipart upload: its file can be too large (413) or of a type Popreel does not take (415). */
  uploads: boolean;
  /** A signed link that can have expired, or a thing that was there and is no more (410). */
  canBeGone: boolean;
  /** Names what it acts on in its body, which can find nothing (404). */
  namesInBody?: boolean;
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/**
 * The error answers an operation's shape implies. Any request can be refused as malformed (400); one that
 * needs a session can be refused without it (401) or for lack of a right, a scope, or by a ban (403); one
 * naming a thing by id, or deleting one named in its body, can find nothing (404); every write can meet what already exists (409: a username
 * taken, a second report, a pending export) and is rate limited (429); an upload can be too large or of the
 * wrong type (413, 415); a signed link can have expired (410).
 */
export function errorResponses({ method, hasPathParams, signedIn, uploads, canBeGone, namesInBody = false }: OperationShape): Record<string, unknown> {
  const responses: Record<string, unknown> = { 400: ref('BadRequest') };
  if (signedIn) Object.assign(responses, { 401: ref('Unauthorized'), 403: ref('Forbidden') });
  if (hasPathParams || namesInBody || method === 'delete') responses[404] = ref('NotFound');
  if (canBeGone) responses[410] = ref('Gone');
  if (method !== 'get' && method !== 'head') Object.assign(responses, { 409: ref('Conflict'), 429: ref('TooManyRequests') });
  if (uploads) Object.assign(responses, { 413: ref('TooLarge'), 415: ref('UnsupportedType') });
  return responses;
}

/** Operations that name their target in the body, not the path, and answer 404 when it is not there. */
/**
 * Open to anyone, yet every request without a valid HTTP signature answers 401: ActivityPub inboxes (issue 40),
 * which other servers call with no session or token but their actor's key.
 */
export const SIGNED_ROUTES = new Set(['POST /ap/users/:id/inbox', 'POST /ap/inbox']);

export const BODY_TARGET_ROUTES = new Set(['POST /api/reports']);

/** Uploads that are not multipart forms (tus, issue 42): they too refuse a file too large (413) or not a video (415). */
export const BYTE_UPLOAD_ROUTES = new Set(['POST /api/uploads', 'PATCH /api/uploads/:id']);

/** Operations whose answer can be 410 Gone. */
export const GONE_ROUTES = new Set(['GET /api/me/exports/:id/download']);
