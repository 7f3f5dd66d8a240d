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
  hostTooLong: msg(`Server names are at most ${INSTANCE_HOST_MAX} characters`),
  noteTooLong: msg(`Notes must be at most ${INSTANCE_NOTE_MAX} characters`),
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
