import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { DomainError } from '../../domain/errors.ts';
import { MAX_AVATAR_BYTES } from '../../../shared/constants.ts';
import { UPLOAD_MESSAGES } from '../../../shared/messages.ts';
import { profileUpdateSchema } from '../../../shared/content.schema.ts';
import { limited } from '../write-limit-guard.ts';
import { compiledSerializer } from '../compiled-response.ts';
import { cardPageSchema } from '../../../shared/feed-answers.schema.ts';
import { cursorQuerySchema } from '../schemas/common.schema.ts';
import { profileHandleSchema, profileUsernameSchema, profileVideoListSchema, profileViewSchema } from '../../../shared/profile-answers.schema.ts';
import { usernameSchema } from '../../../shared/auth.schema.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });

export function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { profiles, avatars, gridPlayer } = ctx.services;

  const profile = (summary: string) => ({ tags: ['profiles'], summary, params: idParams });
  r.get('/api/profiles/:id', { schema: { ...profile("A person's profile, with whether I follow them"), response: { 200: profileViewSchema } } }, async (request) =>
    profiles.view(request.viewer?.userId ?? null, request.params.id),
  );
  // The grids, 100 tiles a page.
  const grid = (summary: string) => ({ ...profile(summary), querystring: cursorQuerySchema, response: { 200: profileVideoListSchema } });
  r.get('/api/profiles/:id/videos', { schema: grid("The Posts tab: a person's videos, the pinned ones first, then newest first") }, async (request) =>
    profiles.posts(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  r.get('/api/profiles/:id/likes', { schema: grid('The Likes tab: the videos a person liked, last liked first') }, async (request) =>
    profiles.likes(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  r.get('/api/profiles/:id/reposts', { schema: grid('The Reposts tab: the videos a person reposted, last reposted first') }, async (request) =>
    profiles.reposts(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  // The grids' players (issue 25): the same lists as full cards, paged like the feed.
  const player = (summary: string) => ({
    schema: { tags: ['profiles'], summary, params: idParams, querystring: cursorQuerySchema, response: { 200: cardPageSchema } },
    serializerCompiler: compiledSerializer,
  });
  r.get('/api/profiles/:id/videos/feed', player("The Posts tab's player: the creator's videos as cards, the pinned ones first, then newest first"), async (request) =>
    gridPlayer.posts(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  r.get('/api/profiles/:id/likes/feed', player("The Likes tab's player: the videos the person liked as cards, last liked first"), async (request) =>
    gridPlayer.likes(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  r.get('/api/profiles/:id/reposts/feed', player("The Reposts tab's player: the videos the person reposted as cards, last reposted first"), async (request) =>
    gridPlayer.reposts(requireViewer(request).userId, request.params.id, request.query.cursor),
  );
  // My Favourites (issue 55): private, so they are only ever the viewer's own, at /api/me.
  r.get(
    '/api/me/favourites',
    { schema: { tags: ['profiles'], summary: 'My Favourites tab: the videos I saved, last saved first', querystring: cursorQuerySchema, response: { 200: profileVideoListSchema } } },
    async (request) => profiles.favourites(requireViewer(request).userId, request.query.cursor),
  );
  r.get(
    '/api/me/favourites/feed',
    {
      schema: { tags: ['profiles'], summary: "My Favourites' player: the videos I saved as cards, last saved first", querystring: cursorQuerySchema, response: { 200: cardPageSchema } },
      serializerCompiler: compiledSerializer,
    },
    async (request) => gridPlayer.favourites(requireViewer(request).userId, request.query.cursor),
  );
  r.get(
    '/api/usernames/:username/availability',
    { schema: { tags: ['profiles'], summary: 'Whether a username is free', params: z.object({ username: z.string().max(100) }), response: { 200: profileUsernameSchema } } },
    async (request) => profiles.usernameAvailable(requireViewer(request).userId, request.params.username),
  );
  // A mention's link (issue 37): '@maya' opens the profile of whoever is called maya when it is opened.
  r.get(
    '/api/usernames/:username',
    { schema: { tags: ['profiles'], summary: 'Who goes by a username (any letter case)', params: z.object({ username: usernameSchema }), response: { 200: profileHandleSchema } } },
    async (request) => profiles.byUsername(requireViewer(request).userId, request.params.username),
  );
  r.patch(
    '/api/me/profile',
    { ...limited('profile'), schema: { tags: ['profiles'], summary: 'Change my username or bio (the verified mark: admins)', body: profileUpdateSchema, response: { 200: profileViewSchema } } },
    async (request) => profiles.update(requireViewer(request).userId, request.body),
  );

  /** multipart/form-data with one `file`: the avatar, at most 5MB, an image by its bytes. */
  const avatarSchema = {
    tags: ['profiles'],
    summary: 'Change my avatar',
    description: '200 with the profile and its new avatar; 202 with the profile as it stands while the resize job is queued.',
    consumes: ['multipart/form-data'],
    multipartForm: z.object({ file: z.file() }),
    response: { 200: profileViewSchema, 202: profileViewSchema },
  };
  r.put('/api/me/avatar', { ...limited('profile'), schema: avatarSchema }, async (request, reply) => {
    const viewer = requireViewer(request);
    if (!request.isMultipart()) throw new DomainError('bad_request', UPLOAD_MESSAGES.avatarInvalidType);
    const file = await request.file({ limits: { fileSize: MAX_AVATAR_BYTES } });
    if (!file) throw new DomainError('bad_request', UPLOAD_MESSAGES.avatarInvalidType);
    const inPlace = await avatars.save(viewer.userId, { stream: file.file, truncated: () => file.file.truncated });
    return reply.status(inPlace ? 200 : 202).send(await profiles.view(viewer.userId, viewer.userId));
  });
}
