import { answer, contract, type Schemas } from './contract.ts';
import type { operations } from './contract.gen.ts';

export type FederationSettings = Schemas['FederationSettings'];
export type KnownInstance = Schemas['KnownInstance'];
type BodyOf<O extends keyof operations> = operations[O]['requestBody'] extends { content: { 'application/json': infer B } } | undefined ? B : never;
export type FederationSettingsUpdate = BodyOf<'putAdminFederation'>;
export type InstancePolicyUpdate = BodyOf<'putAdminFederationInstancesByHost'>;

/** The instance policy (/admin/federation, admins only): settings, known servers, a server's policy. */
export const federationApi = {
  settings: (signal?: AbortSignal) => answer(contract.GET('/api/admin/federation', { signal })),
  updateSettings: (body: FederationSettingsUpdate) => answer(contract.PUT('/api/admin/federation', { body })),
  instances: (cursor: string | null, signal?: AbortSignal) =>
    answer(contract.GET('/api/admin/federation/instances', { params: { query: { cursor: cursor ?? undefined } }, signal })),
  setInstance: (host: string, body: InstancePolicyUpdate) =>
    answer(contract.PUT('/api/admin/federation/instances/{host}', { params: { path: { host } }, body })),
};

export const federationKeys = {
  all: ['admin', 'federation'] as const,
  settings: ['admin', 'federation', 'settings'] as const,
  instances: ['admin', 'federation', 'instances'] as const,
};
