import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHandPeer, type HandPeer, type InboxRequest } from './hand-peer.ts';
import { ACTIVITY_JSON, generateKeys, signedHeaders } from './signing.ts';

/**
 * The hand-written peer checks itself before any test leans on it: two peers on different loopback hosts, no
 * Popreel. What B accepts from A and what it refuses must be right here, or a Popreel test built on it proves
 * nothing.
 */

let a: HandPeer;
let b: HandPeer;

beforeAll(async () => {
  [a, b] = await Promise.all([startHandPeer({ host: '127.0.0.2' }), startHandPeer({ host: '127.0.0.3' })]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

function follow(from: HandPeer, to: HandPeer): Record<string, unknown> {
  return { '@context': 'https://www.w3.org/ns/activitystreams', id: `${from.origin}/follows/${crypto.randomUUID()}`, type: 'Follow', actor: from.actor(), object: to.actor() };
}

/** What B recorded for the request that just came back (B records before it answers). */
const lastAt = (peer: HandPeer): InboxRequest => peer.inboxRequests[peer.inboxRequests.length - 1];

describe('B receiving from A', () => {
  it('takes a delivery A signed as Mastodon does, with the key it fetched from A', async () => {
    const activity = follow(a, b);
    const response = await a.deliver(`${b.actor()}/inbox`, activity);
    expect(response.status).toBe(202);
    expect(lastAt(b)).toMatchObject({ path: '/users/alice/inbox', scheme: 'draft-cavage', status: 202, verified: true, digestOk: true, keyId: `${a.actor()}#main-key`, body: activity, reason: null });
    expect(lastAt(b).signedHeaders).toEqual(['(request-target)', 'host', 'date', 'digest', 'content-type']);
  });

  it('takes one on the shared inbox, signed as another account of A', async () => {
    const response = await a.deliver(`${b.origin}/inbox`, { ...follow(a, b), actor: a.actor('carol') }, { as: 'carol' });
    expect(response.status).toBe(202);
    expect(lastAt(b)).toMatchObject({ path: '/inbox', verified: true, keyId: `${a.actor('carol')}#main-key` });
  });

  describe('signed by hand with a key A serves as a key document', () => {
    const key = generateKeys();
    const keyId = () => `${a.origin}/keys/hand`;
    beforeAll(() => a.serve({ '@context': 'https://w3id.org/security/v1', id: keyId(), type: 'Key', owner: a.actor(), publicKeyPem: key.publicKeyPem }));

    it('takes it as signed, which is what makes the next refusal the Digest’s doing', async () => {
      const body = JSON.stringify(follow(a, b));
      const response = await fetch(`${b.origin}/inbox`, { method: 'POST', headers: signedHeaders('POST', `${b.origin}/inbox`, keyId(), key.privateKeyPem, body), body });
      expect(response.status).toBe(202);
      expect(lastAt(b)).toMatchObject({ verified: true, keyId: keyId() });
    });

    it('refuses the body altered after signing: the signature holds, the Digest does not', async () => {
      const signed = JSON.stringify(follow(a, b));
      const altered = JSON.stringify({ ...follow(a, b), type: 'Block' });
      const response = await fetch(`${b.origin}/inbox`, { method: 'POST', headers: signedHeaders('POST', `${b.origin}/inbox`, keyId(), key.privateKeyPem, signed), body: altered });
      expect(response.status).toBe(401);
      expect(lastAt(b)).toMatchObject({ scheme: 'draft-cavage', status: 401, verified: false, digestOk: false, reason: 'Digest does not match the body' });
    });

    it('refuses a signature made with this key but claiming to be alice’s', async () => {
      const body = JSON.stringify(follow(a, b));
      const response = await fetch(`${b.origin}/inbox`, { method: 'POST', headers: signedHeaders('POST', `${b.origin}/inbox`, `${a.actor()}#main-key`, key.privateKeyPem, body), body });
      expect(response.status).toBe(401);
      expect(lastAt(b)).toMatchObject({ verified: false, digestOk: true, keyId: `${a.actor()}#main-key` });
    });
  });

  it('refuses an unsigned delivery', async () => {
    const response = await a.deliver(`${b.actor()}/inbox`, follow(a, b), { unsigned: true });
    expect(response.status).toBe(401);
    expect(lastAt(b)).toMatchObject({ scheme: 'none', status: 401, verified: false, keyId: null, signedHeaders: [] });
  });

  it('refuses RFC 9421, which a draft-cavage-only Mastodon cannot read, and still says what it claimed', async () => {
    const body = JSON.stringify(follow(a, b));
    const response = await fetch(`${b.actor()}/inbox`, {
      method: 'POST',
      body,
      headers: {
        'content-type': ACTIVITY_JSON,
        'signature-input': `sig1=("@method" "@target-uri" "content-digest");created=${Math.floor(Date.now() / 1000)};keyid="${a.actor()}#main-key"`,
        signature: 'sig1=:AAAA:',
      },
    });
    expect(response.status).toBe(401);
    expect(lastAt(b)).toMatchObject({ scheme: 'rfc9421', status: 401, verified: false, keyId: `${a.actor()}#main-key`, signedHeaders: ['@method', '@target-uri', 'content-digest'] });
  });

  it('answers a redirect, without reading the delivery, while told to', async () => {
    b.redirectInboxes(307, 'http://10.0.0.1/x');
    try {
      const response = await a.deliver(`${b.actor()}/inbox`, follow(a, b));
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe('http://10.0.0.1/x');
      expect(lastAt(b)).toMatchObject({ status: 307, verified: false, body: null });
    } finally {
      b.redirectInboxes(null);
    }
    expect((await a.deliver(`${b.actor()}/inbox`, follow(a, b))).status).toBe(202);
  });
});

describe('fetching from B', () => {
  it('serves its actor with the key that verifies its deliveries', async () => {
    const response = await a.get(b.actor());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(ACTIVITY_JSON);
    expect(await response.json()).toMatchObject({
      id: b.actor(),
      type: 'Person',
      preferredUsername: 'alice',
      inbox: `${b.actor()}/inbox`,
      followers: `${b.actor()}/followers`,
      endpoints: { sharedInbox: `${b.origin}/inbox` },
      publicKey: { id: `${b.actor()}#main-key`, owner: b.actor(), publicKeyPem: expect.stringContaining('BEGIN PUBLIC KEY') },
    });
  });

  it('serves its instance actor, and finds an account by WebFinger', async () => {
    expect(await (await a.get(b.actor('instance'), { as: 'instance' })).json()).toMatchObject({ type: 'Application' });
    const jrd = await (await a.get(`${b.origin}/.well-known/webfinger?resource=acct:alice@${b.host}`, { unsigned: true, accept: 'application/jrd+json' })).json();
    expect(jrd).toMatchObject({ subject: `acct:alice@${b.host}`, links: [{ rel: 'self', type: ACTIVITY_JSON, href: b.actor() }] });
  });

  it('serves a document until it is forgotten, and 404s what it never had', async () => {
    const note = { id: `${b.origin}/notes/1`, type: 'Note', content: 'hello' };
    b.serve(note);
    expect(await (await a.get(note.id)).json()).toEqual(note);
    b.forget(note.id);
    expect((await a.get(note.id)).status).toBe(404);
    expect((await a.get(`${b.origin}/users/never-named`)).status).toBe(404);
  });
});
