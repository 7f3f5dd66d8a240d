import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseNodeInfo } from '@fedify/fedify';
import { Application, Document, Hashtag, Image, lookupObject, Note, OrderedCollection, Person } from '@fedify/vocab';
import { getDocumentLoader } from '@fedify/vocab-runtime';
import { lookupWebFinger } from '@fedify/webfinger';
import type { TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { startFederatedApp } from './federation-peers.ts';

/**
 * Issue 40: every document Popreel serves to other servers parses with Fedify's own client, as a peer's
 * software would read it (WebFinger, the actor and its collections, a video and a comment, NodeInfo).
 */

let app: TestApp;
let bob: TestUser;
let carol: TestUser;
let videoId: string;
let commentId: string;
const documentLoader = getDocumentLoader({ allowPrivateAddress: true });
const lookup = (uri: string) => lookupObject(uri, { documentLoader, contextLoader: documentLoader });
const actorUri = () => `${app.url}/ap/users/${bob.id}`;

beforeAll(async () => {
  app = await startFederatedApp();
  [bob, carol] = await Promise.all([createUser(app), createUser(app)]);
  const video = await createVideo(app, bob.id, { caption: 'sunrise over the canal #bikes #Morning' });
  // The factory's row has no media facts; a transcoded upload would have these.
  await app.ctx.db.updateTable('videos').set({ width: 720, height: 1280, duration: 4.5 }).where('id', '=', video.id).execute();
  videoId = video.id;
  await fetch(`${app.url}/api/users/${bob.id}/follow`, { method: 'POST', headers: carol.headers });
  const response = await postJson(app, '/api/comments', { videoId: videoId, content: `@${bob.username} what a view #canal` }, carol.headers);
  expect(response.status).toBe(201);
  commentId = ((await response.json()) as { id: string }).id;
});
afterAll(() => app?.close());

it('WebFinger maps the handle to the actor, which Fedify reads as a Person with a key and collections', async () => {
  const host = new URL(app.url).host;
  // Fedify's client asks WebFinger over https only for acct: handles; the URI form takes the actor's own scheme.
  const raw = await fetch(`${app.url}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${bob.username}@${host}`)}`);
  expect(raw.status).toBe(200);
  const jrd = (await raw.json()) as { subject: string; links: Array<{ rel: string; type?: string; href?: string }> };
  expect(jrd.subject).toBe(`acct:${bob.username}@${host}`);
  expect(jrd.links.find((link) => link.rel === 'self' && link.type === 'application/activity+json')?.href).toBe(actorUri());
  const byUri = await lookupWebFinger(actorUri(), { allowPrivateAddress: true });
  expect(byUri?.links?.find((link) => link.rel === 'self')?.href).toBe(actorUri());

  const actor = await lookup(actorUri());
  expect(actor).toBeInstanceOf(Person);
  const person = actor as Person;
  expect(person.preferredUsername?.toString()).toBe(bob.username);
  expect(person.inboxId?.href).toBe(`${actorUri()}/inbox`);
  expect(person.endpoints?.sharedInbox?.href).toBe(`${app.url}/ap/inbox`);
  const key = await person.getPublicKey({ documentLoader, contextLoader: documentLoader });
  expect(key?.ownerId?.href).toBe(actorUri());
  expect(person.followersId && person.followingId && person.outboxId && person.featuredId).toBeTruthy();
});

it('WebFinger for an unknown account answers 404', async () => {
  const host = new URL(app.url).host;
  const response = await fetch(`${app.url}/.well-known/webfinger?resource=${encodeURIComponent(`acct:nobody_here@${host}`)}`);
  expect(response.status).toBe(404);
});

it('the outbox, followers, following and featured collections parse, with their counts; who follows whom is never listed (issue 52, M4)', async () => {
  const outbox = await lookup(`${actorUri()}/outbox`);
  expect(outbox).toBeInstanceOf(OrderedCollection);
  expect((outbox as OrderedCollection).totalItems).toBe(1);
  const followers = await lookup(`${actorUri()}/followers`);
  expect(followers).toBeInstanceOf(OrderedCollection);
  expect((followers as OrderedCollection).totalItems).toBe(1);
  const following = await lookup(`${app.url}/ap/users/${carol.id}/following`);
  expect((following as OrderedCollection).totalItems).toBe(1);
  for (const collection of [followers, following] as OrderedCollection[]) {
    expect(collection.firstId).toBeNull();
    expect(collection.itemIds).toEqual([]);
  }
  const raw = (await (await fetch(`${actorUri()}/followers`, { headers: { accept: 'application/activity+json' } })).json()) as Record<string, unknown>;
  expect(raw).toMatchObject({ type: 'OrderedCollection', totalItems: 1 });
  expect(JSON.stringify(raw)).not.toContain(carol.id);
  const featured = await lookup(`${actorUri()}/featured`);
  expect(featured).toBeInstanceOf(OrderedCollection);
  expect((featured as OrderedCollection).totalItems ?? 0).toBe(0);
});

it('a pinned public video is in featured (issue 42), and its alt text is its Document\'s name (issue 41)', async () => {
  const pinned = await createVideo(app, bob.id, { caption: 'pinned one' });
  const hidden = await createVideo(app, bob.id, { caption: 'pinned, only me', visibility: 'only_me' });
  for (const id of [pinned.id, hidden.id]) expect((await fetch(`${app.url}/api/videos/${id}/pin`, { method: 'PUT', headers: bob.headers })).status).toBe(200);
  await fetch(`${app.url}/api/videos/${pinned.id}`, { method: 'PATCH', headers: { ...bob.headers, 'content-type': 'application/json' }, body: JSON.stringify({ altText: 'A bike leaning on a canal railing' }) });
  const featured = (await lookup(`${actorUri()}/featured`)) as OrderedCollection;
  const loaders = { documentLoader, contextLoader: documentLoader };
  const items: unknown[] = [];
  for await (const item of featured.getItems(loaders)) items.push(item);
  expect(items.map((item) => (item as Note).id?.href)).toEqual([`${app.url}/ap/notes/v-${pinned.id}`]);
  const documents: unknown[] = [];
  for await (const attachment of (items[0] as Note).getAttachments(loaders)) documents.push(attachment);
  expect((documents[0] as Document).name?.toString()).toBe('A bike leaning on a canal railing');
  for (const id of [pinned.id, hidden.id]) await fetch(`${app.url}/api/videos/${id}`, { method: 'DELETE', headers: bob.headers });
});

it('a video is a Note with an mp4 Document of its size, a poster icon and Hashtags', async () => {
  const note = (await lookup(`${app.url}/ap/notes/v-${videoId}`)) as Note;
  expect(note).toBeInstanceOf(Note);
  expect(note.attributionId?.href).toBe(actorUri());
  const loaders = { documentLoader, contextLoader: documentLoader };
  const attachments: unknown[] = [];
  for await (const attachment of note.getAttachments(loaders)) attachments.push(attachment);
  expect(attachments).toHaveLength(1);
  const file = attachments[0] as Document;
  expect(file).toBeInstanceOf(Document);
  expect({ mediaType: file.mediaType, width: file.width, height: file.height }).toEqual({ mediaType: 'video/mp4', width: 720, height: 1280 });
  const icon = await note.getIcon(loaders);
  expect(icon).toBeInstanceOf(Image);
  const tags: unknown[] = [];
  for await (const tag of note.getTags(loaders)) tags.push(tag);
  expect(tags.filter((tag): tag is Hashtag => tag instanceof Hashtag).map((tag) => tag.name?.toString())).toEqual(['#bikes', '#morning']);
});

it('a comment is a Note answering the video', async () => {
  const note = (await lookup(`${app.url}/ap/notes/c-${commentId}`)) as Note;
  expect(note).toBeInstanceOf(Note);
  expect(note.replyTargetId?.href).toBe(`${app.url}/ap/notes/v-${videoId}`);
  expect(note.attributionId?.href).toBe(`${app.url}/ap/users/${carol.id}`);
  expect(note.content?.toString()).toContain('what a view');
});

it('the instance actor is an Application, and NodeInfo parses with Fedify’s parser', async () => {
  const instance = await lookup(`${app.url}/ap/users/instance`);
  expect(instance).toBeInstanceOf(Application);
  expect((instance as Application).publicKeyId).toBeTruthy();
  // getNodeInfo refuses private addresses outright (fetchPublicUrl, no option): the same two fetches by hand,
  // then Fedify's own strict parser.
  const wellKnown = (await (await fetch(`${app.url}/.well-known/nodeinfo`)).json()) as { links: Array<{ rel: string; href: string }> };
  const link = wellKnown.links.find((entry) => entry.rel === 'http://nodeinfo.diaspora.software/ns/schema/2.1');
  expect(link?.href).toBe(`${app.url}/nodeinfo/2.1`);
  const info = parseNodeInfo(await (await fetch(link!.href)).json());
  expect(info?.software.name).toBe('popreel');
  expect(info?.protocols).toContain('activitypub');
  expect(info?.usage.users.total).toBeGreaterThanOrEqual(2);
});
