import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { blocklistImportSchema, blocklistSubscribeSchema } from '../../../shared/federation-policy.schema.ts';
import { BLOCKLIST_CSV_MAX } from '../../../shared/federation-policy.ts';
import { noContent } from '../schemas/common.schema.ts';
import { blocklistImportResultSchema, blocklistSubscriptionListSchema, blocklistSubscriptionSchema } from '../../../shared/federation-blocklist-answers.schema.ts';
import { limited } from '../write-limit-guard.ts';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid('Invalid id') });
const csvAnswer = { description: "Mastodon's domain-block CSV, as an attachment", content: { 'text/csv': { schema: z.string() } } };

/** Issue 52 item 7, admins only (the service checks the role): import and export a CSV, subscribe to lists. */
export function federationBlocklistsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { blocklists } = ctx.services;

  r.post(
    '/api/admin/federation/blocklist/import',
    // A JSON string of the file: room for the 2 MB cap with escapes.
    { ...limited('moderation'), bodyLimit: BLOCKLIST_CSV_MAX * 2 + 4096, schema: { tags, summary: 'Import a Mastodon domain-block CSV: suspend or limit every domain it names (dry_run: only read it) (admins only)', body: blocklistImportSchema, response: { 200: blocklistImportResultSchema } } },
    async (request) => blocklists.importCsv(requireViewer(request).userId, request.body),
  );
  r.get('/api/admin/federation/blocklist/export', { schema: { tags, summary: "Every suspended and limited domain as a Mastodon domain-block CSV (admins only)", response: { 200: csvAnswer } } }, async (request, reply) => {
    const csv = await blocklists.exportCsv(requireViewer(request).userId);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="popreel-domain-blocks.csv"').send(csv);
  });
  r.get('/api/admin/federation/blocklists', { schema: { tags, summary: 'Subscribed blocklists with the changes each would apply (admins only)', response: { 200: blocklistSubscriptionListSchema } } }, async (request) => ({
    items: await blocklists.subscriptions(requireViewer(request).userId),
  }));
  r.post(
    '/api/admin/federation/blocklists',
    { ...limited('moderation'), schema: { tags, summary: 'Subscribe to a blocklist URL (Mastodon CSV, IFTAS DNI or FIRES), fetched now and daily (admins only)', body: blocklistSubscribeSchema, response: { 201: blocklistSubscriptionSchema } } },
    async (request, reply) => reply.status(201).send(await blocklists.subscribe(requireViewer(request).userId, request.body.url)),
  );
  r.delete('/api/admin/federation/blocklists/:id', { ...limited('moderation'), schema: { tags, params: idParams, summary: 'Unsubscribe; the rules it set stay, as the admin’s own (admins only)', response: { 204: noContent } } }, async (request, reply) => {
    await blocklists.unsubscribe(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });
  r.post('/api/admin/federation/blocklists/:id/refresh', { ...limited('moderation'), schema: { tags, params: idParams, summary: 'Fetch a subscribed blocklist now (admins only)', response: { 200: blocklistSubscriptionSchema } } }, async (request) =>
    blocklists.refreshNow(requireViewer(request).userId, request.params.id),
  );
  r.post('/api/admin/federation/blocklists/:id/apply', { ...limited('moderation'), schema: { tags, params: idParams, summary: 'Apply the changes a subscribed blocklist would make (admins only)', response: { 200: blocklistSubscriptionSchema } } }, async (request) =>
    blocklists.apply(requireViewer(request).userId, request.params.id),
  );
}
