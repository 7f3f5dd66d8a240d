import type { IncomingHttpHeaders } from 'node:http';
import { preloadedContexts } from '@fedify/vocab-runtime';
import { HostRateLimiter } from './net/host-rate-limiter.ts';
import type { InstanceGate } from './deps.ts';
import { FEDERATION_MESSAGES, policyDomain } from '../../shared/federation-policy.ts';

/** Why an inbox POST is refused before Fedify reads it, with its status and message. */
export interface InboxRefusal {
  status: 400 | 401 | 403 | 429;
  code: string;
  message: string;
}

const CAVAGE_KEY_ID = /(?:^|,)\s*keyId\s*=\s*"([^"]{1,2000})"/i;
const RFC9421_KEY_ID = /;\s*keyid\s*=\s*"([^"]{1,2000})"/i;

/**
 * The key a request says it is signed with: a draft-cavage `Signature` header's keyId, or an RFC 9421
 * `Signature-Input`'s keyid (a `Signature` header must come with it). Null when there is none, or it is not an
 * http(s) URL: such a request is not signed, whatever its headers hold (issue 52: `Signature: x` was enough).
 */
export function signingKeyId(headers: IncomingHttpHeaders): URL | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const input = first(headers['signature-input']);
  const signature = first(headers.signature);
  if (!signature) return null;
  const keyId = (input ? RFC9421_KEY_ID.exec(input) : CAVAGE_KEY_ID.exec(signature))?.[1];
  if (!keyId || !URL.canParse(keyId)) return null;
  const url = new URL(keyId);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/**
 * Every JSON-LD context an activity names, at any depth (scoped contexts included), must be one Fedify ships
 * or live on the signing server itself (Pleroma's and Akkoma's litepub context does): expanding it otherwise
 * would make this server fetch whatever URL a stranger wrote, before the signature is even checked.
 */
export function unknownContext(document: unknown, signer: URL): string | null {
  const seen = new Set<unknown>();
  const visit = (value: unknown, isContext: boolean): string | null => {
    if (typeof value === 'string') return isContext && !Object.hasOwn(preloadedContexts, value) && !sameOrigin(value, signer) ? value : null;
    if (value === null || typeof value !== 'object' || seen.has(value)) return null;
    seen.add(value);
    for (const [key, inner] of Array.isArray(value) ? value.map((item) => [null, item] as const) : Object.entries(value)) {
      const found = visit(inner, key === null ? isContext : key === '@context' || key === '@import');
      if (found) return found;
    }
    return null;
  };
  return visit(document, false);
}

function sameOrigin(url: string, signer: URL) {
  return URL.canParse(url) && new URL(url).origin === signer.origin;
}

/**
 * The inbox's door (issue 52 item 6), in the order that spends the least on a stranger: a signature that names
 * a key, the instance policy for the key's domain, then that domain's share of inbox work per minute. Nothing
 * here reads the body or fetches anything; the body's contexts are judged after it is read (unknownContext).
 */
export class InboxGuard {
  private readonly limiter: HostRateLimiter;

  constructor(
    private readonly gate: Pick<InstanceGate, 'decide'>,
    perMinute: number,
  ) {
    // A quarter of a minute's share at once (a busy server's burst), then the share's pace: the work a burst
    // makes at the door (each signature checked, each activity read and queued) stays a few seconds' worth.
    this.limiter = new HostRateLimiter({ perSecond: perMinute / 60, burst: Math.max(10, Math.floor(perMinute / 4)) });
  }

  async admit(headers: IncomingHttpHeaders): Promise<{ signer: URL } | InboxRefusal> {
    const signer = signingKeyId(headers);
    if (!signer) return { status: 401, code: 'unauthorized', message: FEDERATION_MESSAGES.unsigned };
    const domain = policyDomain(signer.host);
    if (!(await this.gate.decide(domain)).federate) return { status: 403, code: 'forbidden', message: FEDERATION_MESSAGES.suspended };
    if (!this.limiter.take(domain)) return { status: 429, code: 'rate_limited', message: FEDERATION_MESSAGES.tooManyActivities };
    return { signer };
  }
}
