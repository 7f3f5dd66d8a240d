import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { OpenedSession, SessionMode } from '../domain/auth/auth.service.ts';
import type { RelyingParty } from '../domain/account/passkey.service.ts';
import { setSessionCookie } from './plugins/auth.ts';

/** A session for a non-browser client: the bearer token, its expiry and the account. */
export interface TokenSession {
  token: string;
  expiresAt: string;
  me: OpenedSession['me'];
}

/** A session answered as its client asked: the httpOnly cookie and the account (browsers), or a bearer token. */
export function replyWithSession(reply: FastifyReply, session: OpenedSession, mode: 'cookie', config: Config): OpenedSession['me'];
export function replyWithSession(reply: FastifyReply, session: OpenedSession, mode: 'token', config: Config): TokenSession;
export function replyWithSession(reply: FastifyReply, session: OpenedSession, mode: SessionMode, config: Config): OpenedSession['me'] | TokenSession;
export function replyWithSession(reply: FastifyReply, session: OpenedSession, mode: SessionMode, config: Config): OpenedSession['me'] | TokenSession {
  if (mode === 'token') return { token: session.token, expiresAt: session.expiresAt.toISOString(), me: session.me };
  setSessionCookie(reply, session.token, session.expiresAt, config.publicUrl?.startsWith('https://') ?? false);
  return session.me;
}

/**
 * Who passkeys belong to: PUBLIC_URL's host and origin when set; else the host the browser used (running on
 * one machine, where localhost and a LAN name are both fine). The browser checks the same origin itself.
 */
export function relyingParty(config: Config, request: FastifyRequest): RelyingParty {
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    return { rpID: url.hostname, origin: url.origin };
  }
  return { rpID: request.hostname.replace(/^\[|\]$/g, ''), origin: `${request.protocol}://${request.host}` };
}

export const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? null;
