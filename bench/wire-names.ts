/**
 * bench/wire-names — what the camelCase boundary (decision 042) costs on the hottest answer, a feed page of
 * FEED_PAGE_SIZE cards, side by side in one run: the compiled serializer as it runs (rename, then
 * fast-json-stringify), the same serializer without the old-name twins, and the bare fast-json-stringify of
 * the server's own names that ran before issue 36. No database: this is the CPU the boundary adds per answer.
 *   npm run bench:wire-names
 */
import { gzipSync } from 'node:zlib';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { compiledSerializer } from '../src/server/http/compiled-response.ts';
import { feedPageSchema } from '../src/server/http/schemas/feed-page.schema.ts';
import { wireShapeOf } from '../src/server/http/wire/wire-shape.ts';
import { toWire } from '../src/server/http/wire/wire-values.ts';
import { FEED_PAGE_SIZE } from '../src/shared/constants.ts';
import { measureInterleaved, printTable, ratio } from './lib/stats.ts';

const ROUNDS = Number(process.env.BENCH_RUNS ?? 2000);
const PAGES_PER_SAMPLE = 100;

const card = (index: number) => ({
  id: crypto.randomUUID(),
  video_url: `/media/videos/${index}.mp4?sig=abc`,
  title: `Video ${index}`,
  caption: 'Sunset over the harbour #travel #golden',
  caption_ai: 'A sunset over a harbour',
  tags_ai: ['sunset', 'harbour'],
  tags: ['travel', 'golden'],
  thumbnail_url: `/media/thumbnails/${index}.jpg?sig=abc`,
  created_at: new Date().toISOString(),
  duration: 14.2,
  user_id: crypto.randomUUID(),
  username: `creator_${index}`,
  avatar_url: '/media/avatars/a.jpg?sig=abc',
  avatar_small_url: '/media/avatars/a-small.jpg?sig=abc',
  verified: index % 3 === 0,
  like_count: 1200 + index,
  is_liked: index % 2 === 0,
  pop_count: 40,
  unpop_count: 2,
  comment_count: 31,
  share_count: 5,
  reaction: null,
  sound: { id: crypto.randomUUID(), title: 'Golden hour', artist: 'Popreel' },
  place: null,
});
const page = { items: Array.from({ length: FEED_PAGE_SIZE }, (_, index) => card(index)), nextCursor: 'eyJtIjoibiJ9', mode: 'following' };

const routeSchema = { schema: feedPageSchema } as Parameters<typeof compiledSerializer>[0];
const asSent = compiledSerializer(routeSchema);
const jsonSchema = z.toJSONSchema(feedPageSchema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
const storedNames = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
const shape = wireShapeOf(feedPageSchema);
const renameOnly = (data: unknown) => JSON.stringify(toWire(shape, data, false));

const times = (write: (data: unknown) => string) => async () => {
  for (let i = 0; i < PAGES_PER_SAMPLE; i++) write(page);
};
const samples = await measureInterleaved(
  [
    { name: `${PAGES_PER_SAMPLE} pages, stored names, fast-json-stringify (before)`, fn: times(storedNames) },
    { name: `${PAGES_PER_SAMPLE} pages, wire names + old-name twins (as served)`, fn: times(asSent) },
    { name: `${PAGES_PER_SAMPLE} pages, rename alone + JSON.stringify`, fn: times(renameOnly) },
  ],
  ROUNDS / PAGES_PER_SAMPLE,
  5,
);
printTable(samples);
const [before, served] = samples;
ratio('feed page as served ÷ before the rename', served!.p50, before!.p50, 'the boundary adds microseconds to a page');
const gzipped = (text: string) => gzipSync(text).length;
console.log(`bytes per page: before ${storedNames(page).length} (${gzipped(storedNames(page))} gzipped), as served ${asSent(page).length} (${gzipped(asSent(page))} gzipped)`);
console.log(`per page as served: ${((served!.p50 / PAGES_PER_SAMPLE) * 1000).toFixed(1)} µs (before: ${((before!.p50 / PAGES_PER_SAMPLE) * 1000).toFixed(1)} µs)`);
