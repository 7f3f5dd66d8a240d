import { msg } from './i18n/msg.ts';

/**
 * The instance policy's words, limits and host rule (issue 40 item 5), shared by the admin screen and the
 * server. Zod-free, so the screen's form can check a host without loading the schemas.
 */
export const REMOTE_VIDEO_POLICIES = ['any', 'allow_list'] as const;
export type RemoteVideoPolicy = (typeof REMOTE_VIDEO_POLICIES)[number];

/** The longest host (with its port) a server may have: a DNS name is at most 253 characters. */
export const INSTANCE_HOST_MAX = 255;
/** The longest note an admin may keep on a server. */
export const INSTANCE_NOTE_MAX = 500;
/** How many servers one page of the known-servers list holds. */
export const INSTANCE_PAGE_SIZE = 50;

export const FEDERATION_MESSAGES = {
  badHost: msg('Enter a server name like example.com or example.com:8080'),
  // Issue 52 item 6: a server's activities refused before anything is read or fetched.
  suspended: msg('This server does not take activities from yours'),
  tooManyActivities: msg('Too many activities from your server; try again in a minute'),
  unsigned: msg('An activity must be signed (HTTP Signatures)'),
  // The policy could not be read (the database away): the sender retries later.
  inboxBusy: msg('The inbox cannot take activities right now'),
  unknownContext: msg('The activity names a JSON-LD context this server does not load'),
  hostTooLong: msg(`Server names are at most ${INSTANCE_HOST_MAX} characters`),
  noteTooLong: msg(`Notes must be at most ${INSTANCE_NOTE_MAX} characters`),
} as const;

/** Issue 52 item 7: the blocklists' words and limits. */
export const BLOCKLIST_CSV_MAX = 2 * 1024 * 1024;
export const BLOCKLIST_URL_MAX = 2000;
export const BLOCKLIST_MESSAGES = {
  csvTooLarge: msg('A blocklist may be at most 2 MB'),
  badUrl: msg('Enter the http or https address of a blocklist'),
  alreadySubscribed: msg('This blocklist is subscribed already'),
  notFound: msg('Blocklist not found'),
  nothingToApply: msg('This blocklist has no changes to apply'),
} as const;

// Labels of letters, digits and inner hyphens, joined by dots; then an optional port.
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::(\d{1,5}))?$/;

/** A host as remote_actors and federation_instances store it: lowercase, with a port from 1 to 65535 if any. */
export function isInstanceHost(host: string): boolean {
  if (host.length > INSTANCE_HOST_MAX) return false;
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1] === undefined ? null : Number(match[1]);
  return port === null || (port >= 1 && port <= 65535);
}

/** What a typed host becomes before it is checked: trimmed and lowercased (hosts are case-insensitive). */
export const normalizeHost = (host: string) => host.trim().toLowerCase();

/**
 * The domain a host's policy is kept under (issue 52): lowercase, without a port or a final dot. A port is not
 * another server: a rule on a domain holds on every port.
 */
export const policyDomain = (host: string) => normalizeHost(host).replace(/:\d{1,5}$/, '').replace(/\.$/, '');

/** A domain a policy may be kept under: a host without its port. */
export const isPolicyDomain = (domain: string) => !domain.includes(':') && domain.length <= 253 && isInstanceHost(domain);

/** a.evil.example → a.evil.example, evil.example, example: a rule on any of them holds for the first. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.map((_, index) => labels.slice(index).join('.')).filter(Boolean);
}
