import { answer, contract, type Schemas } from './contract.ts';

export type ServerHealth = Schemas['ServerHealth'];
export type HealthState = ServerHealth['queue']['state'];
export type FailedJob = ServerHealth['queue']['failed'][number];
export type FailingServer = ServerHealth['federation']['failingServers'][number];

/** The server health screen (/admin/health, issue 60): admins only, everyone else gets the server's 401 or 403. */
export const serverHealthApi = {
  health: (signal?: AbortSignal) => answer(contract.GET('/api/admin/health', { signal })),
  /** Queues a job that failed for good again; 404 when it is no longer failed (retried from another tab). */
  retryJob: (id: number) => answer(contract.POST('/api/admin/jobs/{id}/retry', { params: { path: { id } } })),
};
