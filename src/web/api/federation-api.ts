import { answer, contract, type ApiPath, type Schemas } from './contract.ts';
import type { operations } from './contract.gen.ts';

export type FederationSettings = Schemas['FederationSettings'];
export type KnownInstance = Schemas['KnownInstance'];
type BodyOf<O extends keyof operations> = operations[O]['requestBody'] extends { content: { 'application/json': infer B } } | undefined ? B : never;
export type FederationSettingsUpdate = BodyOf<'putAdminFederation'>;
export type InstancePolicyUpdate = BodyOf<'putAdminFederationInstancesByHost'>;
export type BlocklistImportResult = Schemas['BlocklistImportResult'];
export type BlocklistSubscription = Schemas['BlocklistSubscription'];
export type BlocklistEntry = BlocklistImportResult['entries'][number];

/** The instance policy (/admin/federation, admins only): settings, known servers, a server's policy. */
export const federationApi = {
  settings: (signal?: AbortSignal) => answer(contract.GET('/api/admin/federation', { signal })),
  updateSettings: (body: FederationSettingsUpdate) => answer(contract.PUT('/api/admin/federation', { body })),
  /** Issue 57: which sites may frame the embed player. */
  embeds: (signal?: AbortSignal) => answer(contract.GET('/api/admin/embeds', { signal })),
  updateEmbeds: (body: { allowAll: boolean; sites: string[] }) => answer(contract.PUT('/api/admin/embeds', { body })),
  instances: (cursor: string | null, signal?: AbortSignal) =>
    answer(contract.GET('/api/admin/federation/instances', { params: { query: { cursor: cursor ?? undefined } }, signal })),
  setInstance: (host: string, body: InstancePolicyUpdate) =>
    answer(contract.PUT('/api/admin/federation/instances/{host}', { params: { path: { host } }, body })),
  // Issue 52 item 7: blocklists.
  importBlocklist: (csv: string, dryRun: boolean) => answer(contract.POST('/api/admin/federation/blocklist/import', { body: { csv, dryRun } })),
  blocklists: (signal?: AbortSignal) => answer(contract.GET('/api/admin/federation/blocklists', { signal })),
  subscribe: (url: string) => answer(contract.POST('/api/admin/federation/blocklists', { body: { url } })),
  unsubscribe: (id: string) => answer(contract.DELETE('/api/admin/federation/blocklists/{id}', { params: { path: { id } } })),
  refreshBlocklist: (id: string) => answer(contract.POST('/api/admin/federation/blocklists/{id}/refresh', { params: { path: { id } } })),
  applyBlocklist: (id: string) => answer(contract.POST('/api/admin/federation/blocklists/{id}/apply', { params: { path: { id } } })),
};

/** The export downloads as a file: a link, not a call (the session cookie goes with it). */
export const BLOCKLIST_EXPORT_PATH = '/api/admin/federation/blocklist/export' satisfies ApiPath;
