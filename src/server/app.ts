import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { AppContext } from './context.ts';
import { MAX_VIDEO_BYTES } from '../shared/constants.ts';
import { registerErrorHandler, sendApiNotFound } from './http/plugins/errors.ts';
import { registerAnswerLanguage } from './http/request-locale.ts';
import { registerAuth } from './http/plugins/auth.ts';
import { registerSecurityHeaders } from './http/plugins/security-headers.ts';
import { registerTextGuard } from './http/plugins/text-guard.ts';
import { registerCompression } from './http/plugins/compression.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerWriteLimits } from './http/write-limit-guard.ts';
import { registerWebApp } from './http/plugins/web-app.ts';
import { realtimeSocketError } from './http/plugins/realtime-socket-errors.ts';
import { RequestLog } from './http/request-log.ts';
import { requestId, requestLogger, withRequestContext } from './http/request-context.ts';
import { registerFederationBridge } from './federation/fastify-bridge.ts';
import { serverWithInboxDoor } from './federation/inbox-door.ts';
import { federationRoutes } from './http/routes/federation.routes.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { VideoRepo } from './data/repos/video.repo.ts';
import { ChatRepo } from './data/repos/chat.repo.ts';
import { authRoutes } from './http/routes/auth.routes.ts';
import { healthRoutes } from './http/routes/health.routes.ts';
import { notificationRoutes } from './http/routes/notifications.routes.ts';
import { analyticsRoutes } from './http/routes/analytics.routes.ts';
import { mediaRoutes } from './http/routes/media.routes.ts';
import { videoUploadRoutes } from './http/routes/videos.routes.ts';
import { resumableUploadRoutes } from './http/routes/resumable-uploads.routes.ts';
import { draftRoutes } from './http/routes/drafts.routes.ts';
import { studioRoutes } from './http/routes/studio.routes.ts';
import { realtimeRoutes } from './http/routes/realtime.routes.ts';
import { feedRoutes } from './http/routes/feed.routes.ts';
import { interactionRoutes } from './http/routes/interactions.routes.ts';
import { commentControlRoutes } from './http/routes/comment-controls.routes.ts';
import { sensitiveContentRoutes } from './http/routes/sensitive-content.routes.ts';
import { feedLanguagesRoutes } from './http/routes/feed-languages.routes.ts';
import { forYouRoutes } from './http/routes/for-you.routes.ts';
import { languageRoutes } from './http/routes/language.routes.ts';
import { safetyRoutes } from './http/routes/safety.routes.ts';
import { followRoutes } from './http/routes/follow.routes.ts';
import { audienceRoutes } from './http/routes/audience.routes.ts';
import { videoReadRoutes } from './http/routes/video-reads.routes.ts';
import { placeRoutes } from './http/routes/places.routes.ts';
import { chatRoutes } from './http/routes/chat.routes.ts';
import { matchRoutes } from './http/routes/match.routes.ts';
import { storyRoutes } from './http/routes/stories.routes.ts';
import { soundRoutes } from './http/routes/sounds.routes.ts';
import { searchRoutes } from './http/routes/search.routes.ts';
import { videoEditRoutes } from './http/routes/video-edits.routes.ts';
import { captionRoutes } from './http/routes/captions.routes.ts';
import { moderationRoutes } from './http/routes/moderation.routes.ts';
import { federationInstancesRoutes } from './http/routes/federation-instances.routes.ts';
import { federationBlocklistsRoutes } from './http/routes/federation-blocklists.routes.ts';
import { profileRoutes } from './http/routes/profiles.routes.ts';
import { watchHistoryRoutes } from './http/routes/watch-history.routes.ts';
import { collectionRoutes } from './http/routes/collections.routes.ts';
import { accountRoutes } from './http/routes/account.routes.ts';
import { accountRecoveryRoutes } from './http/routes/account-recovery.routes.ts';
import { passkeyRoutes } from './http/routes/passkeys.routes.ts';
import { accountDataRoutes } from './http/routes/account-data.routes.ts';
import { shareRoutes } from './http/routes/share.routes.ts';
import { embedRoutes } from './http/routes/embed.routes.ts';
import { appTokenRoutes } from './http/routes/app-tokens.routes.ts';
import { oauthRoutes } from './http/routes/oauth.routes.ts';
import { pushRoutes } from './http/routes/push.routes.ts';
import { metricsRoutes } from './http/routes/metrics.routes.ts';
import { serverHealthRoutes } from './http/routes/server-health.routes.ts';
import { importRoutes } from './http/routes/imports.routes.ts';
import { accountMoveRoutes } from './http/routes/account-move.routes.ts';

/**
 * The HTTP app on a ready context. Tests build it in-process and drive it over real HTTP; `webDist` serves
 * another build of the web app (a test's own shell) than dist/web.
 */
export async function buildApp(ctx: AppContext, options: { serveWeb?: boolean; webDist?: string } = {}): Promise<FastifyInstance> {
  const federationOn = () => ctx.services.instancePolicy.enabled();
  const app = Fastify({
    // The inbox's door stands before Fastify: a flood's refusals cost the server next to nothing (issue 52).
    serverFactory: withRequestContext(serverWithInboxDoor(ctx.federation.inboxGuard, federationOn), ctx.config.otlpEndpoint !== null),
    // One id per request, on every log line written while it is served (request-context.ts, issue 60).
    genReqId: requestId,
    childLoggerFactory: requestLogger,
    loggerInstance: ctx.log,
    logController: new RequestLog(),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A server's host, up to 255 characters, is a path parameter (/api/admin/federation/instances/:host); past
    // this the router answers 414 before any route.
    routerOptions: { maxParamLength: 300 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAnswerLanguage(app);

  registerTextGuard(app);
  registerSecurityHeaders(app, ctx.config);
  await registerCompression(app);
  await registerOpenApi(app, ctx.config.version);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, errorHandler: realtimeSocketError });

  // The hub checks subscriptions through repositories only (decision 039).
  const hub = new RealtimeHub({ videos: new VideoRepo(ctx.db), chat: new ChatRepo(ctx.db) }, ctx.bus, ctx.log, ctx.config.realtimeSocketsPerClient);
  hub.registerLoader('notification.created', (id) => ctx.services.notifications.load(id));
  hub.registerLoader('comment.created', (id) => ctx.services.comments.load(id));
  hub.registerLoader('video.counts', (id) => ctx.services.settler.counts(id));
  hub.registerLoader('chat.message', (id) => ctx.services.chat.load(id));
  app.addHook('onClose', async () => hub.close());
  registerFederationBridge(app, ctx.federation.federation, ctx.federation.deps.urls.origin, federationOn, ctx.federation.inboxGuard);
  registerAuth(app, ctx);
  registerWriteLimits(app, ctx.services.writeLimits);
  // Before the routes: its onResponse hook times every one of them.
  metricsRoutes(app, ctx, hub);

  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  accountRecoveryRoutes(app, ctx);
  accountRoutes(app, ctx);
  passkeyRoutes(app, ctx);
  accountDataRoutes(app, ctx);
  appTokenRoutes(app, ctx);
  await oauthRoutes(app, ctx);
  notificationRoutes(app, ctx);
  pushRoutes(app, ctx);
  analyticsRoutes(app, ctx);
  videoUploadRoutes(app, ctx);
  await resumableUploadRoutes(app, ctx);
  draftRoutes(app, ctx);
  studioRoutes(app, ctx);
  feedRoutes(app, ctx);
  interactionRoutes(app, ctx);
  commentControlRoutes(app, ctx);
  sensitiveContentRoutes(app, ctx);
  feedLanguagesRoutes(app, ctx);
  forYouRoutes(app, ctx);
  languageRoutes(app, ctx);
  safetyRoutes(app, ctx);
  followRoutes(app, ctx);
  audienceRoutes(app, ctx);
  videoReadRoutes(app, ctx);
  placeRoutes(app, ctx);
  profileRoutes(app, ctx);
  watchHistoryRoutes(app, ctx);
  collectionRoutes(app, ctx);
  chatRoutes(app, ctx);
  matchRoutes(app, ctx);
  storyRoutes(app, ctx);
  soundRoutes(app, ctx);
  searchRoutes(app, ctx);
  videoEditRoutes(app, ctx);
  captionRoutes(app, ctx);
  moderationRoutes(app, ctx);
  serverHealthRoutes(app, ctx);
  importRoutes(app, ctx);
  accountMoveRoutes(app, ctx);
  federationInstancesRoutes(app, ctx);
  federationBlocklistsRoutes(app, ctx);
  realtimeRoutes(app, ctx, hub);
  await mediaRoutes(app, ctx);
  // Real routes, not the web app's fallback: its not-found handler answers paths with an extension as API 404s.
  await shareRoutes(app, ctx);
  embedRoutes(app, ctx);
  federationRoutes(app, ctx);
  if (options.serveWeb !== false) await registerWebApp(app, ctx, options.webDist);
  else app.setNotFoundHandler(sendApiNotFound);
  return app;
}
