import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain/errors.ts';
import { exempt } from '../write-limit-guard.ts';

const tags = ['federation'];
const AP = 'application/activity+json';
/** Fedify writes these documents (federation/): JSON-LD whose shape is ActivityStreams', not a schema of ours. */
const document = z.looseObject({}).meta({ id: 'ActivityPubDocument' }).describe('An ActivityStreams document (JSON-LD)');
const apAnswer = (what: string) => ({ 200: { description: what, content: { [AP]: { schema: document } } } });
const actorParams = z.object({ id: z.string().max(100).describe("A local account's user id, or `instance`") });
const noteParams = z.object({ id: z.string().max(100).describe('`v-<video id>` or `c-<comment id>`') });
const collectionQuery = z.object({ cursor: z.string().max(40).optional() });
const inboxBody = z.looseObject({}).meta({ id: 'ActivityPubActivityInput' }).describe('An activity, signed with HTTP Signatures (draft-cavage or RFC 9421)');
/** Fedify passes on a JSON request only when it has nothing to serve: a 404, never a page. */
const browser = (accept: string | undefined) => !/json/i.test(accept ?? '');
/**
 * Inboxes are written to by other servers, never by a session: no per-user limit can apply. Each delivery is
 * signed by its sender's key and becomes one queued job; a server that floods is suspended by the instance policy.
 */
const inboxLimit = exempt('other servers deliver signed activities here: one queued job each, no session, and a flooding server is suspended by the instance policy');
const accepted = { 202: z.undefined().describe('Accepted: the activity is queued for processing') };

/**
 * ActivityPub's endpoints (issue 40), as Fedify serves them. Requests reach Fedify through the federation
 * bridge's hook (federation/fastify-bridge.ts) before these routes; a route runs only when Fedify passes the
 * request on: a browser opening an actor or a note (HTML, not JSON) is sent to the page it stands for, and
 * anything Fedify does not know is a 404.
 */
export function federationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pageOf = (path: string) => new URL(path, ctx.federation.deps.urls.origin).href;

  r.get('/.well-known/webfinger', { schema: { tags, summary: 'WebFinger: `acct:username@host` to its actor', querystring: z.object({ resource: z.string().max(300) }), response: { 200: document } } }, async () => {
    throw notFound('No such account');
  });
  r.get('/.well-known/nodeinfo', { schema: { tags, summary: 'Where NodeInfo is', response: { 200: document } } }, async () => {
    throw notFound('Not found');
  });
  r.get('/nodeinfo/2.1', { schema: { tags, summary: 'NodeInfo 2.1: the software and its usage', response: { 200: document } } }, async () => {
    throw notFound('Not found');
  });
  r.get('/ap/users/:id', { schema: { tags, summary: 'An actor: a local account (Person) or the instance (Application)', params: actorParams, response: apAnswer('The actor') } }, async (request, reply) => {
    // A browser asking for the page: the profile it stands for.
    if (browser(request.headers.accept) && /^[0-9a-f-]{36}$/.test(request.params.id)) return reply.redirect(pageOf(`/profile/${request.params.id}`), 303);
    throw notFound('Not found');
  });
  for (const collection of ['outbox', 'followers', 'following', 'featured'] as const) {
    r.get(`/ap/users/:id/${collection}`, { schema: { tags, summary: `An actor's ${collection} collection, paged by cursor`, params: actorParams, querystring: collectionQuery, response: apAnswer('The collection or one of its pages') } }, async () => {
      throw notFound('Not found');
    });
  }
  r.get('/ap/notes/:id', { schema: { tags, summary: 'A video or a comment as a Note', params: noteParams, response: apAnswer('The note') } }, async (request, reply) => {
    const video = /^v-([0-9a-f-]{36})$/.exec(request.params.id);
    if (video && browser(request.headers.accept)) return reply.redirect(pageOf(`/v/${video[1]}`), 303);
    throw notFound('Not found');
  });
  r.post('/ap/users/:id/inbox', { ...inboxLimit, schema: { tags, summary: "An actor's inbox: 401 unless the request is signed by its actor's key", params: actorParams, body: inboxBody, response: accepted } }, async () => {
    throw notFound('Not found');
  });
  r.post('/ap/inbox', { ...inboxLimit, schema: { tags, summary: 'The shared inbox: 401 unless the request is signed by its actor\'s key', body: inboxBody, response: accepted } }, async () => {
    throw notFound('Not found');
  });
}
