import { z } from 'zod';

/** The blocklists' answers (issue 52 item 7). */

const entry = z.object({
  domain: z.string().describe('A domain without a port: its rule holds for its subdomains too'),
  severity: z.enum(['suspend', 'limit']).describe("Mastodon's suspend, or its silence (Popreel's limit)"),
  comment: z.string().nullable(),
});
const entries = z.array(entry);

export const blocklistImportResultSchema = z
  .object({
    entries,
    skipped: z.array(z.object({ line: z.string(), reason: z.string() })).describe('Lines the list says nothing usable in (the first 100)'),
    applied: z.number().int().min(0).describe('How many domains were suspended or limited: 0 for a dry run'),
  })
  .meta({ id: 'BlocklistImportResult', description: 'What a Mastodon CSV says, and what importing it did' });

export const blocklistSubscriptionSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    createdAt: z.iso.datetime(),
    fetchedAt: z.iso.datetime().nullable(),
    fetchError: z.string().nullable().describe('Why the last fetch failed; the list applied before stays'),
    appliedCount: z.number().int().min(0),
    changes: z
      .object({ added: entries, changed: entries, removed: entries })
      .nullable()
      .describe('What applying the list as last fetched would change; null when nothing would'),
  })
  .meta({ id: 'BlocklistSubscription', description: 'A blocklist fetched daily, applied when an admin says so' });
export type BlocklistSubscription = z.infer<typeof blocklistSubscriptionSchema>;

export const blocklistSubscriptionListSchema = z.object({ items: z.array(blocklistSubscriptionSchema) }).meta({ id: 'BlocklistSubscriptionList' });
