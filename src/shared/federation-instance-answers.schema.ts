import { z } from 'zod';
import { REMOTE_VIDEO_POLICIES } from './federation-policy.ts';
import { pageSchema } from './page.schema.ts';

/** The instance policy's answers (issue 40 item 5). */

const count = z.number().int().min(0);
const moment = z.iso.datetime().nullable();

export const federationSettingsSchema = z
  .object({
    enabled: z.boolean().describe('Federate with other servers at all'),
    remoteVideos: z.enum(REMOTE_VIDEO_POLICIES).describe("'any': videos from every server; 'allow_list': only from servers marked allowed"),
    allowListOnly: z.boolean().describe('Federate with allowed servers only: every other server is treated as suspended'),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'FederationSettings', description: 'Whether this server federates, and whose videos it takes' });
export type FederationSettings = z.infer<typeof federationSettingsSchema>;

export const knownInstanceSchema = z
  .object({
    host: z.string().describe('Lowercase domain, without a port: its rule holds for its subdomains and every port'),
    allowed: z.boolean().describe('On the allow-list for remote videos'),
    limited: z.boolean().describe('Its accounts and videos stay out of For You, search, tag, place and sound pages and trending tags'),
    suspended: z.boolean().describe('Nothing is taken from it or delivered to it'),
    ruledBy: z.string().nullable().describe('The parent domain whose rule holds for this one (e.g. evil.example for a.evil.example), when its own does not'),
    blocklistUrl: z.string().nullable().describe('The subscribed blocklist that set its rule; null when an admin did'),
    limitedAt: moment,
    suspendedAt: moment,
    note: z.string().nullable(),
    firstSeenAt: moment.describe('Null when an admin named it before any activity came from it'),
    lastSeenAt: moment,
    accounts: count.describe('Its accounts known here'),
    followers: count.describe('Follows of local accounts by its accounts'),
    following: count.describe('Follows of its accounts by local accounts'),
    videos: count.describe('Its videos stored here'),
  })
  .meta({ id: 'KnownInstance', description: 'Another server, its policy and counts' });
export type KnownInstance = z.infer<typeof knownInstanceSchema>;

export const knownInstancePageSchema = pageSchema(knownInstanceSchema).meta({ id: 'KnownInstancePage', description: 'Known servers, most recently seen first, keyset-paged' });
