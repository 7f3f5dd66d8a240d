import { refuseOver, type Limit, type RateLimiter } from './rate-limiter.ts';
import { CHAT_MESSAGES } from '../../shared/chat-messages.ts';
import { STORY_MESSAGES } from '../../shared/story-types.ts';
import { AUTH_MESSAGES } from '../../shared/messages.ts';

interface WriteLimit extends Limit {
  message: string;
}

const TOO_FAST = 'You are doing that too fast — please wait a moment and try again';
const ACCOUNT_LIMIT_MESSAGE = 'Too many requests for this account — please try again later';

/**
 * Every write a user (or, signed out, an address) can repeat, with how often, in one place; decisions 012 and
 * 023 say why each number. Each writing route names its limit where it is registered (http/write-limit-guard.ts).
 * Counted in PostgreSQL, so every instance shares them; over a limit the answer is 429 with Retry-After and
 * nothing is stored. Sign-in and sign-up take their numbers from AUTH_RATE_LIMIT_* (config).
 */
export const WRITE_LIMITS = {
  /** Likes, pops and follows, and undoing them: one budget for every toggle. */
  toggle: { max: 60, windowSeconds: 60, message: TOO_FAST },
  comment: { max: 10, windowSeconds: 60, message: 'You are commenting too fast — please wait a moment' },
  share: { max: 30, windowSeconds: 60, message: TOO_FAST },
  /** Card views sent by the feed: far above scrolling speed, far below a script's. */
  view: { max: 120, windowSeconds: 60, message: TOO_FAST },
  /** The player's watch beacons (issue 42): one per card left, like views. */
  watch: { max: 120, windowSeconds: 60, message: TOO_FAST },
  analytics: { max: 60, windowSeconds: 60, message: TOO_FAST },
  report: { max: 20, windowSeconds: 3600, message: 'You have sent many reports — please try again later' },
  block: { max: 30, windowSeconds: 3600, message: TOO_FAST },
  /** Mutes, muted words, follow requests answered and the private switch (issue 38): changed by hand. */
  audience: { max: 120, windowSeconds: 3600, message: TOO_FAST },
  place: { max: 20, windowSeconds: 86_400, message: 'You can add up to 20 places a day' },
  /** Profile details and avatar changes together. */
  profile: { max: 30, windowSeconds: 3600, message: 'You have changed your profile many times — please try again later' },
  upload: { max: 10, windowSeconds: 3600, message: 'You can upload up to 10 videos an hour' },
  /** Resumable uploads started (issue 42): twice the videos an hour, for uploads cancelled or left to expire. */
  uploadStart: { max: 20, windowSeconds: 3600, message: 'You have started many uploads — please try again later' },
  /** Requests carrying a resumable upload's bytes: ten 50 MB videos in 2 MB parts, with room for retries. */
  uploadBytes: { max: 600, windowSeconds: 3600, message: TOO_FAST },
  story: { max: 50, windowSeconds: 86_400, message: STORY_MESSAGES.tooMany },
  /** Chat messages: a fast typist's pace in a lively room, far below a flood. */
  chat: { max: 30, windowSeconds: 60, message: CHAT_MESSAGES.tooFast },
  room: { max: 10, windowSeconds: 86_400, message: CHAT_MESSAGES.tooManyRooms },
  /** Swipes: a busy evening of Discover, not a script walking every profile. */
  swipe: { max: 300, windowSeconds: 3600, message: TOO_FAST },
  /** Rescoring AI picks reads every candidate: a few times an hour is plenty. */
  picks: { max: 10, windowSeconds: 3600, message: 'You have refreshed your picks many times — please try again later' },
  /** Collections made, renamed, shared, reordered or deleted (issue 55): a hundred at most, changed by hand. */
  collection: { max: 120, windowSeconds: 3600, message: TOO_FAST },
  /** Watch history removed, cleared, paused or resumed (issue 55): changed by hand. */
  history: { max: 120, windowSeconds: 3600, message: TOO_FAST },
  /** Read marks (chat, notifications, stories seen): idempotent and cheap, so one generous shared budget. */
  mark: { max: 300, windowSeconds: 60, message: TOO_FAST },
  /** A video's caption, place or sound changed after posting. */
  videoDetails: { max: 60, windowSeconds: 3600, message: 'You have changed your videos many times — please try again later' },
  /** Caption tracks saved (issue 41): a creator reviewing cues saves often; a script rewriting tracks does not get far. */
  captions: { max: 120, windowSeconds: 3600, message: 'You have changed captions many times — please try again later' },
  /** Automatic captions: each one runs a speech model for as long as the video. */
  transcribe: { max: 20, windowSeconds: 3600, message: 'You have asked for many automatic captions — please try again later' },
  /** Deleting one's own videos and stories, and unmatching: each removes files or rooms. */
  removal: { max: 60, windowSeconds: 3600, message: TOO_FAST },
  /** Making a sound from a video's audio: each one queues an ffmpeg job. */
  sound: { max: 30, windowSeconds: 3600, message: 'You have made many sounds — please try again later' },
  /** Moderators' actions: far above a busy queue worked by keyboard, still not unlimited. */
  moderation: { max: 300, windowSeconds: 60, message: TOO_FAST },
  /**
   * The account lifecycle (issue 24, decision 025). Reset mails per client address and, separately, per
   * e-mail address (counted for any address, so a 429 says nothing about whether it has an account).
   */
  passwordReset: { max: 5, windowSeconds: 3600, message: ACCOUNT_LIMIT_MESSAGE },
  resetPerEmail: { max: 3, windowSeconds: 3600, message: ACCOUNT_LIMIT_MESSAGE },
  /** Using a mailed link (reset, verification) per client address: tokens are unguessable; this stops floods. */
  accountLink: { max: 30, windowSeconds: 3600, message: ACCOUNT_LIMIT_MESSAGE },
  /** Verification resends and address changes: each one mails someone. */
  accountMail: { max: 5, windowSeconds: 3600, message: ACCOUNT_LIMIT_MESSAGE },
  /** Two-factor codes, per client address and per account: 10 guesses in 10 minutes of a million codes. */
  twoFactor: { max: 10, windowSeconds: 600, message: AUTH_MESSAGES.tooManyAttempts },
  /** Password, two-factor, passkey, session and deletion changes from settings. */
  security: { max: 30, windowSeconds: 3600, message: TOO_FAST },
  /** Apps exchanging and refreshing OAuth tokens, per client address (decision 040): a busy app server, not a guesser. */
  oauthToken: { max: 120, windowSeconds: 60, message: TOO_FAST },
  /** Turning pushes on and off on a device: a browser subscribes again now and then, never dozens of times. */
  pushDevice: { max: 30, windowSeconds: 3600, message: TOO_FAST },
  /** Each export zips every file of the account. */
  dataExport: { max: 3, windowSeconds: 86_400, message: 'You can download your data up to 3 times a day' },
  /** TikTok exports read (issue 58): each may be 64 MB of JSON to parse; a person has one history, read a few times. */
  importRead: { max: 10, windowSeconds: 3600, message: 'You have read many exports — please try again later' },
  /** Picks from an import, up to 100 videos each: a whole history in an hour, each video fetched by a job of its own. */
  importPick: { max: 60, windowSeconds: 3600, message: TOO_FAST },
  /** Issue 58: each "Also known as" save and each move fetches accounts from other servers. */
  accountMove: { max: 20, windowSeconds: 3600, message: TOO_FAST },
  /** Per client address; AUTH_RATE_LIMIT_MAX and _WINDOW_SECONDS replace these numbers. */
  signUp: { max: 10, windowSeconds: 60, message: AUTH_MESSAGES.tooManyAttempts },
  signIn: { max: 10, windowSeconds: 60, message: AUTH_MESSAGES.tooManyAttempts },
} as const satisfies Record<string, WriteLimit>;

export type WriteAction = keyof typeof WRITE_LIMITS;

/** How long a repeated view or share by the same viewer of the same video is not counted again. */
export const COUNT_ONCE_SECONDS = 3600;

export class WriteLimiter {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly auth: Limit = WRITE_LIMITS.signIn,
  ) {}

  /** The numbers in force for `action`: the table's, or the configured ones for signing in and up. */
  limitOf(action: WriteAction): WriteLimit {
    const limit = WRITE_LIMITS[action];
    return action === 'signIn' || action === 'signUp' ? { ...limit, max: this.auth.max, windowSeconds: this.auth.windowSeconds } : limit;
  }

  /** Counts one `action` by `actor` (a user id, or `ip:<address>` signed out); 429 past the limit. */
  consume(action: WriteAction, actor: string) {
    const limit = this.limitOf(action);
    return this.limiter.consume(`${action}:${actor}`, limit, limit.message);
  }

  /**
   * consume(), and true the first time `actor` does `action` to `target` within COUNT_ONCE_SECONDS: one
   * statement on the hottest writes. A refused attempt still marks the target as seen for the window.
   */
  async consumeFirstTime(action: 'view' | 'share', actor: string, target: string): Promise<boolean> {
    const { budget, once } = this.firstTimeCounters(action, actor, target);
    return (await this.limiter.consumeCounting(budget.key, budget, WRITE_LIMITS[action].message, once)) === 1;
  }

  /** The counters of consumeFirstTime, for a statement that counts them itself (a view: one statement). */
  firstTimeCounters(action: 'view' | 'share', actor: string, target: string) {
    const limit = WRITE_LIMITS[action];
    return {
      budget: { key: `${action}:${actor}`, windowSeconds: limit.windowSeconds, max: limit.max },
      once: { key: `${action}-once:${actor}:${target}`, windowSeconds: COUNT_ONCE_SECONDS },
    };
  }

  /** Windows that have ended are deleted, so the counters' table does not grow without bound (hourly housekeeping). */
  pruneEnded(): Promise<void> {
    return this.limiter.prune();
  }

  /** 429 with Retry-After when a budget counted elsewhere (firstTimeCounters) is past its limit. */
  refuseOver(action: WriteAction, counted: { hits: number; windowStart: Date | null }) {
    const limit = WRITE_LIMITS[action];
    if (!counted.windowStart) return;
    refuseOver({ hits: counted.hits, windowEndsAt: new Date(new Date(counted.windowStart).getTime() + limit.windowSeconds * 1000) }, limit, limit.message);
  }
}
