import { z } from 'zod';
import type { AccountSession, DataExport, DeletionScheduled } from '../../../shared/account-types.ts';

/** Sessions, data exports and deletion: the signed-in person's control over the account itself. */

export const accountSessionSchema = z
  .object({
    id: z.uuid(),
    device: z.string().describe("e.g. 'Chrome 156 on Linux'; 'Unknown device' without a user agent"),
    created_at: z.iso.datetime(),
    last_seen_at: z.iso.datetime(),
    current: z.boolean().describe('The session of this request'),
  })
  .meta({ id: 'AccountSession', description: 'A place where the account is signed in' });

export const accountSessionListSchema = z.array(accountSessionSchema);

export const sessionsEndedSchema = z
  .object({ ended: z.number().int() })
  .meta({ id: 'SessionsEnded', description: 'How many other sessions were signed out' });

export const dataExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['pending', 'ready', 'failed', 'expired']),
    created_at: z.iso.datetime(),
    ready_at: z.iso.datetime().nullable(),
    expires_at: z.iso.datetime().nullable(),
    size_bytes: z.number().int().nullable(),
    download_url: z.string().nullable().describe('A signed link that works for its owner until expires_at; null unless ready'),
  })
  .meta({ id: 'DataExport', description: 'A zip of the account\'s data, built by a job' });

export const dataExportListSchema = z.array(dataExportSchema);

export const deletionScheduledSchema = z
  .object({ erase_after: z.iso.datetime() })
  .meta({ id: 'DeletionScheduled', description: 'The account is deactivated; it is erased after this time unless signed in again' });

// The serializer sends only what a schema lists: the schemas and the shared types must agree both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type AccountDataSchemasMatchTypes = Assert<
  Same<z.infer<typeof accountSessionSchema>, AccountSession> &
    Same<z.infer<typeof dataExportSchema>, DataExport> &
    Same<z.infer<typeof deletionScheduledSchema>, DeletionScheduled>
>;
