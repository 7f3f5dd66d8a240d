import { z } from 'zod';
import { msg } from './i18n/msg.ts';
import {
  BLOCKLIST_CSV_MAX, BLOCKLIST_MESSAGES, BLOCKLIST_URL_MAX, FEDERATION_MESSAGES, INSTANCE_HOST_MAX, INSTANCE_NOTE_MAX, REMOTE_VIDEO_POLICIES, isInstanceHost, normalizeHost,
} from './federation-policy.ts';

/** Request shapes of the instance-policy routes (issue 40 item 5), checked by the server and typed for the web. */

export const federationSettingsUpdateSchema = z
  .object({
    enabled: z.boolean({ error: msg('enabled must be true or false') }),
    remoteVideos: z.enum(REMOTE_VIDEO_POLICIES, { error: msg("remote_videos must be 'any' or 'allow_list'") }),
    // Issue 52: federate with allowed servers only; left out, it keeps its value.
    allowListOnly: z.boolean({ error: msg('allow_list_only must be true or false') }).optional(),
  })
  .meta({ id: 'FederationSettingsUpdate' });

/** A host in a path: any case is taken and stored lowercase. */
export const instanceHostParams = z.object({
  host: z
    .string()
    .max(INSTANCE_HOST_MAX, FEDERATION_MESSAGES.hostTooLong)
    .refine((host) => isInstanceHost(normalizeHost(host)), FEDERATION_MESSAGES.badHost),
});

/** What an admin sets on a server; a field left out keeps its value, and `{}` only adds the server to the list. */
export const instancePolicyUpdateSchema = z
  .object({
    allowed: z.boolean({ error: msg('allowed must be true or false') }).optional(),
    limited: z.boolean({ error: msg('limited must be true or false') }).optional(),
    suspended: z.boolean({ error: msg('suspended must be true or false') }).optional(),
    note: z
      .string()
      .trim()
      .max(INSTANCE_NOTE_MAX, FEDERATION_MESSAGES.noteTooLong)
      .transform((text) => text || null)
      .nullish(),
  })
  .meta({ id: 'InstancePolicyUpdate' });
export type InstancePolicyUpdate = z.infer<typeof instancePolicyUpdateSchema>;

/** A Mastodon domain-block CSV (or a plain list of domains) to import; `dry_run` only reads it, for a preview. */
export const blocklistImportSchema = z
  .object({
    csv: z.string({ error: msg('csv must be the text of a CSV file') }).max(BLOCKLIST_CSV_MAX, BLOCKLIST_MESSAGES.csvTooLarge),
    dryRun: z.boolean({ error: msg('dry_run must be true or false') }).optional(),
  })
  .meta({ id: 'BlocklistImport' });

/** A blocklist to subscribe to: a Mastodon CSV, IFTAS DNI's list or a FIRES dataset at an http(s) address. */
export const blocklistSubscribeSchema = z
  .object({
    url: z
      .string({ error: BLOCKLIST_MESSAGES.badUrl })
      .trim()
      .max(BLOCKLIST_URL_MAX, BLOCKLIST_MESSAGES.badUrl)
      .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), BLOCKLIST_MESSAGES.badUrl),
  })
  .meta({ id: 'BlocklistSubscribe' });
