import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { compiledSerializer } from '../compiled-response.ts';
import { cardPageSchema } from '../../../shared/feed-answers.schema.ts';
import { cursorQuerySchema } from '../schemas/common.schema.ts';
import {
  searchPersonPageSchema, searchPlacePageSchema, searchSoundPageSchema, searchTagPageSchema, searchTopSchema, searchVideoPageSchema,
  suggestedCreatorsSchema, tagSummarySchema, trendingTagsSchema,
} from '../../../shared/search-answers.schema.ts';
import { SEARCH_QUERY_MAX } from '../../../shared/constants.ts';
import { TAG_NAME, TAG_SORTS } from '../../../shared/search-types.ts';
import { SEARCH_ERRORS } from '../../../shared/search-messages.ts';
import { lookUpRemoteHandle } from '../../federation/remote-lookup.ts';

const query = cursorQuerySchema.extend({
  q: z.string().trim().min(1, SEARCH_ERRORS.queryRequired).max(SEARCH_QUERY_MAX, SEARCH_ERRORS.queryTooLong),
});
const topQuery = query.pick({ q: true });
const tagParams = z.object({ name: z.string().regex(TAG_NAME, SEARCH_ERRORS.invalidTag) });
const tagVideosQuery = cursorQuerySchema.extend({ sort: z.enum(TAG_SORTS).default('popular') });

/**
 * Search, hashtag pages, trending tags and suggested creators (issue 23). Signed-in people only, like the
 * profiles, sounds and places they lead to.
 */
export function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { search, tags, gridPlayer } = ctx.services;
  const schema = <T extends z.ZodType>(summary: string, answer: T) => ({ tags: ['search'], summary, querystring: query, response: { 200: answer } });

  r.get(
    '/api/search/top',
    { schema: { tags: ['search'], summary: "A few people, tags and sounds, and the first page of videos; another server's `@name@host` is looked up first", querystring: topQuery, response: { 200: searchTopSchema } } },
    async (request) => {
      const viewer = requireViewer(request);
      await lookUpRemoteHandle(ctx.federation, request.query.q);
      return search.top(viewer.userId, request.query.q);
    },
  );
  r.get('/api/search/videos', { schema: schema('Videos by caption, AI caption, tags, sound and place, best first', searchVideoPageSchema) }, async (request) =>
    search.videos(requireViewer(request).userId, request.query.q, request.query.cursor),
  );
  r.get('/api/search/people', { schema: schema("People by username (typos and prefixes) and bio; another server's `@name@host` is looked up first", searchPersonPageSchema) }, async (request) => {
    const viewer = requireViewer(request);
    if (!request.query.cursor) await lookUpRemoteHandle(ctx.federation, request.query.q);
    return search.peoplePage(viewer.userId, request.query.q, request.query.cursor);
  });
  r.get('/api/search/sounds', { schema: schema('Sounds by title and artist', searchSoundPageSchema) }, async (request) => {
    requireViewer(request);
    return search.sounds(request.query.q, request.query.cursor);
  });
  r.get('/api/search/tags', { schema: schema('Hashtags by name', searchTagPageSchema) }, async (request) => {
    requireViewer(request);
    return search.tags(request.query.q, request.query.cursor);
  });
  r.get('/api/search/places', { schema: schema('Places by name, city and address', searchPlacePageSchema) }, async (request) => {
    requireViewer(request);
    return search.places(request.query.q, request.query.cursor);
  });

  r.get('/api/tags/trending', { schema: { tags: ['search'], summary: 'The tags with the most new uses in the last 24 hours', response: { 200: trendingTagsSchema } } }, async (request) => {
    requireViewer(request);
    return tags.trending();
  });
  r.get('/api/tags/:name', { schema: { tags: ['search'], summary: "A hashtag's name and video count", params: tagParams, response: { 200: tagSummarySchema } } }, async (request) => {
    requireViewer(request);
    return tags.summary(request.params.name);
  });
  r.get('/api/tags/:name/videos', { schema: { tags: ['search'], summary: "A hashtag's videos, most popular or newest first", params: tagParams, querystring: tagVideosQuery, response: { 200: searchVideoPageSchema } } }, async (request) =>
    tags.videos(requireViewer(request).userId, request.params.name, request.query.sort, request.query.cursor),
  );
  r.get(
    '/api/tags/:name/videos/feed',
    {
      schema: { tags: ['search'], summary: "The tag grid's player: its videos as cards, in the grid's order and cursors", params: tagParams, querystring: tagVideosQuery, response: { 200: cardPageSchema } },
      serializerCompiler: compiledSerializer,
    },
    async (request) => gridPlayer.tag(requireViewer(request).userId, request.params.name, request.query.sort, request.query.cursor),
  );
  r.get('/api/users/suggested', { schema: { tags: ['search'], summary: 'Creators to follow: popular, active, not followed, no block', response: { 200: suggestedCreatorsSchema } } }, async (request) =>
    tags.suggested(requireViewer(request).userId),
  );
}
