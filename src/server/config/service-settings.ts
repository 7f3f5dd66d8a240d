import { z } from 'zod';
import { FLAG_ALLOWED, flag, setting, text, url, wholeNumber } from './setting.ts';

/** What Popreel talks to (mail, S3, an AI endpoint, map tiles, ffmpeg, push services) and how hard it guards sign-in. */
export const SERVICE_SETTINGS = {
  SMTP_URL: setting({
    schema: url(['smtp', 'smtps']), allowed: 'an smtp:// or smtps:// URL', shownDefault: null, secret: true,
    meaning:
      'send mail by SMTP through nodemailer, e.g. `smtps://user:password@smtp.example.com:465` or `smtp://smtp.example.com:587`; unset, every mail is written to `DATA_DIR/outbox/*.eml` and its links are printed to the log',
    example: 'smtps://user:password@smtp.example.com:465',
  }),
  MAIL_FROM: setting({
    schema: text('Popreel <no-reply@popreel.localhost>').pipe(z.string().regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/)),
    allowed: 'an address, or a name and <address>', shownDefault: '`Popreel <no-reply@popreel.localhost>`',
    meaning: "the sender of Popreel's mail (reset links, verification, address changes, export ready, deletion)",
  }),
  S3_BUCKET: setting({
    schema: text(null).pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).nullable()),
    allowed: 'an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens)', shownDefault: null,
    meaning: 'store media in this S3 bucket (each Popreel bucket is a key prefix) instead of on disk', example: 'popreel-media',
  }),
  S3_ENDPOINT: setting({
    schema: url(['http', 'https']), allowed: 'an http:// or https:// URL', shownDefault: 'AWS', meaning: 'an S3-compatible endpoint (MinIO, R2, …)',
    example: 'https://s3.example.com',
  }),
  S3_REGION: setting({ schema: text('us-east-1'), allowed: 'a region name', shownDefault: '`us-east-1`', meaning: 'region' }),
  S3_ACCESS_KEY_ID: setting({ schema: text(null), allowed: 'a key id', shownDefault: null, secret: true, meaning: 'credentials (else the AWS default chain)' }),
  S3_SECRET_ACCESS_KEY: setting({ schema: text(null), allowed: 'a secret key', shownDefault: null, secret: true, meaning: 'the secret of `S3_ACCESS_KEY_ID`' }),
  S3_FORCE_PATH_STYLE: setting({
    schema: flag(true), allowed: FLAG_ALLOWED, shownDefault: '`true`', meaning: 'path-style addressing, needed by most S3-compatible servers',
  }),
  AUTH_RATE_LIMIT_MAX: setting({
    schema: wholeNumber(10, 1, 1_000_000), allowed: 'a whole number from 1 to 1000000', shownDefault: '`10`',
    meaning: 'sign-in / sign-up attempts per client (an IPv4 address or an IPv6 /64) per window',
  }),
  PASSWORD_HASH_COST: setting({
    schema: wholeNumber(14, 10, 17), allowed: 'a whole number from 10 to 17', shownDefault: '`14` (N = 16384)',
    meaning:
      "scrypt's work factor for new password and recovery-code hashes, as a power of two; a hash keeps the factor it was made with, so raising it never locks anyone out. The test suites use 10, to spend their time on what they test",
  }),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: setting({
    schema: wholeNumber(60, 1, 86_400), allowed: 'a whole number of seconds from 1 to 86400', shownDefault: '`60`', meaning: 'the window',
  }),
  AI_BASE_URL: setting({
    schema: url(['http', 'https']), allowed: 'an http:// or https:// URL', shownDefault: null,
    meaning:
      "an OpenAI-compatible endpoint for AI features (video captions and tags; the wording of AI Picks' reasons — scores are always computed); without it deterministic local providers run",
    example: 'https://api.openai.com/v1',
  }),
  AI_API_KEY: setting({ schema: text(null), allowed: 'a key', shownDefault: null, secret: true, meaning: "the AI endpoint's key" }),
  AI_MODEL: setting({ schema: text('gpt-4o-mini'), allowed: 'a model name', shownDefault: '`gpt-4o-mini`', meaning: 'the model asked' }),
  TRANSCRIBE_URL: setting({
    schema: url(['http', 'https']), allowed: 'an http:// or https:// URL', shownDefault: null,
    meaning:
      'an OpenAI-compatible speech-to-text endpoint (`POST {url}/audio/transcriptions`: OpenAI, a whisper.cpp server, faster-whisper-server) for automatic captions; it takes the place of the built-in speech model',
    example: 'http://127.0.0.1:8080/v1',
  }),
  TRANSCRIBE_API_KEY: setting({ schema: text(null), allowed: 'a key', shownDefault: null, secret: true, meaning: "the speech-to-text endpoint's key" }),
  TRANSCRIBE_MODEL: setting({ schema: text('whisper-1'), allowed: 'a model name', shownDefault: '`whisper-1`', meaning: 'the speech-to-text model asked' }),
  TILE_URL: setting({
    schema: text('https://tile.openstreetmap.org/{z}/{x}/{y}.png').pipe(z.string().regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}\S*$/)),
    allowed: 'an http(s) URL template with {z}, {x} and {y}', shownDefault: 'OpenStreetMap', meaning: 'map tile URL template',
  }),
  FFMPEG_PATH: setting({
    schema: text('ffmpeg'), allowed: 'the path of an ffmpeg program', shownDefault: '`ffmpeg` on `PATH`',
    meaning:
      "the ffmpeg that reads uploads: Debian's security-maintained package (`apt-get install ffmpeg`, which `npm start` and `npm test` do as root) or any ffmpeg 6.1 or newer (decision 037)",
    example: '/usr/bin/ffmpeg',
  }),
  FFMPEG_ALLOW_OUTDATED: setting({
    schema: flag(false), allowed: FLAG_ALLOWED, shownDefault: '`false`',
    meaning: '`true` runs an ffmpeg older than 5.1 anyway (refused at start otherwise: old demuxers have known holes)',
  }),
  FFMPEG_MAX_SECONDS: setting({
    schema: wholeNumber(900, 10, 86_400), allowed: 'a whole number of seconds from 10 to 86400', shownDefault: '`900`',
    meaning: 'wall-clock limit of one ffmpeg run; its CPU time is capped at this many seconds per core',
  }),
  FFMPEG_MAX_MEMORY_MB: setting({
    schema: wholeNumber(3072, 256, 65_536), allowed: 'a whole number of MiB from 256 to 65536', shownDefault: '`3072`',
    meaning: 'the most memory (data segment) one ffmpeg run may take',
  }),
  LADDER_BACKFILL_PER_HOUR: setting({
    schema: wholeNumber(50, 0, 100_000), allowed: 'a whole number from 0 to 100000', shownDefault: '`50`',
    meaning: 'how many videos from before streaming ladders (issue 57), newest first, get theirs each hour in the background; `0` leaves them MP4 only',
  }),
  VAPID_PUBLIC_KEY: setting({
    schema: text(null).pipe(z.string().regex(/^B[A-Za-z0-9_-]{86}$/).nullable()),
    allowed: 'an uncompressed P-256 public key in base64url (87 characters, from `npx web-push generate-vapid-keys`)', shownDefault: 'made at first start and kept in the database',
    meaning: "Web Push's VAPID public key (decision 044); set it with `VAPID_PRIVATE_KEY` to sign pushes with your own pair. Changing the pair ends every device's subscription",
  }),
  VAPID_PRIVATE_KEY: setting({
    schema: text(null).pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/).nullable()),
    allowed: 'a P-256 private key in base64url (43 characters)', shownDefault: 'made at first start and kept in the database, sealed', secret: true,
    meaning: 'the private half of `VAPID_PUBLIC_KEY`; it never leaves the server',
  }),
  VAPID_SUBJECT: setting({
    schema: text(null).pipe(z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/).nullable()),
    allowed: 'a mailto: address or an https:// URL', shownDefault: '`PUBLIC_URL` when it is https, else `mailto:` and the address of `MAIL_FROM`',
    meaning: 'who push services may contact about our pushes (the VAPID `sub` claim)', example: 'mailto:admin@popreel.example',
  }),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: setting({
    schema: flag(false), allowed: FLAG_ALLOWED, shownDefault: '`false`',
    meaning:
      '`true` lets a browser subscribe a push endpoint on http, loopback or a private network (tests, a push service of your own); off, pushes go only to public https addresses',
  }),
  FEDERATION_ALLOW_PRIVATE_ADDRESS: setting({
    schema: flag(false), allowed: FLAG_ALLOWED, shownDefault: '`false`',
    meaning:
      '`true` lets ActivityPub fetch and deliver, and imports fetch their videos, on this machine (two instances on one machine in tests), never on private networks; off, only public addresses',
  }),
  FEDERATION_INBOX_PER_MINUTE: setting({
    schema: wholeNumber(600, 1, 1_000_000), allowed: 'a whole number from 1 to 1000000', shownDefault: '`600`',
    meaning: 'how many activities one server (the domain of its signing key, whatever the port) may deliver to the inboxes in a minute, per process; more are answered 429 before anything is read or fetched',
  }),
  ACCOUNT_MOVE_COOLDOWN_SECONDS: setting({
    schema: wholeNumber(30 * 24 * 3600, 0, 365 * 24 * 3600), allowed: 'a whole number of seconds from 0 to 31536000', shownDefault: '`2592000` (30 days)',
    meaning: 'how long after an account moved out or in (issue 58) before it may move again; tests shorten it',
  }),
  SKIP_WEB_BUILD: setting({ schema: flag(false), allowed: FLAG_ALLOWED, shownDefault: '`false`', meaning: '`true` makes `npm start` use `dist/web` as it is' }),
};
