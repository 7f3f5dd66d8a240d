import { z } from 'zod';
import { msg } from './i18n/msg.ts';
import { EMBED_MESSAGES, EMBED_SITES_MAX } from './embeds.ts';

/** A site as an admin types it, kept as its origin: `https://example.com/page` allows `https://example.com`. */
const siteField = z
  .string()
  .trim()
  .max(300, EMBED_MESSAGES.badSite)
  .transform((typed, ctx) => {
    try {
      const url = new URL(typed);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not a URL: refused below.
    }
    ctx.addIssue({ code: 'custom', message: EMBED_MESSAGES.badSite });
    return z.NEVER;
  });

/** Which sites may frame the embed player (admins only). */
export const embedSettingsSchema = z.object({
  allowAll: z.boolean().describe('Every site may embed videos'),
  sites: z.array(z.string()).describe('The origins that may, when not every site may (none: no site)'),
  updatedAt: z.iso.datetime().nullable(),
});
export type EmbedSettings = z.infer<typeof embedSettingsSchema>;

export const embedSettingsUpdateSchema = z.object({
  allowAll: z.boolean({ error: msg('allowAll must be true or false') }),
  sites: z.array(siteField).max(EMBED_SITES_MAX, EMBED_MESSAGES.tooManySites).default([]),
});

/** oEmbed 1.0's request: the video's link, and the largest size the consumer can show. */
export const oembedQuerySchema = z.object({
  url: z.string().max(2000).describe('The link of a Popreel video (/v/{id})'),
  format: z.string().max(20).optional().describe('json (the only format; anything else is 501)'),
  maxwidth: z.coerce.number().int().min(1).max(10_000).optional(),
  maxheight: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** oEmbed 1.0's answer for a video (https://oembed.com, section 2.3.4.4). */
export const oembedAnswerSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('video'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  html: z.string().describe('An iframe of /embed/{id}'),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string(),
  thumbnail_width: z.number().int(),
  thumbnail_height: z.number().int(),
  cache_age: z.number().int(),
});
export type OEmbedAnswer = z.infer<typeof oembedAnswerSchema>;
