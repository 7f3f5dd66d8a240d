import { createBrowserRouter, Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { RequireAuth } from './auth/require-auth.tsx';
import { SignedInShell } from './components/layout/signed-in-shell.tsx';
import { StartingFallback } from './components/ui/spinner.tsx';
import { RouteErrorScreen } from './routes/error/error-screen.tsx';
import { FeedLayout } from './routes/feed/feed-layout.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { withWords } from './i18n/i18n.ts';

/*
 * Screens load through `lazy` so each is its own chunk: the feed stays light and the legal text, install
 * page and (later) editor, maps and story camera are fetched only when visited.
 */
const signedInRoutes: RouteObject[] = [
  {
    element: <FeedLayout />,
    children: [
      { index: true, lazy: withWords('feed', () => import('./routes/feed/feed-list.tsx').then((m) => ({ Component: m.FollowingFeed }))) },
      { path: 'foryou', lazy: withWords('feed', () => import('./routes/feed/feed-list.tsx').then((m) => ({ Component: m.ForYouFeed }))) },
    ],
  },
  { path: 'upload', lazy: withWords('upload', () => import('./routes/upload/upload-page.tsx').then((m) => ({ Component: m.UploadPage }))) },
  { path: 'profile/:id', lazy: withWords(['profile', 'collections'], () => import('./routes/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage }))) },
  // Issue 55 item 2: a collection's page, and its share link /c/{id} (the server gives that link its preview).
  { path: 'collections/:id', lazy: withWords('collections', () => import('./routes/collections/collection-page.tsx').then((m) => ({ Component: m.CollectionPage }))) },
  { path: 'c/:id', lazy: withWords('collections', () => import('./routes/collections/collection-page.tsx').then((m) => ({ Component: m.CollectionPage }))) },
  { path: 'settings', lazy: withWords(['settings', 'languages'], () => import('./routes/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage }))) },
  { path: 'settings/account', lazy: withWords('settings', () => import('./routes/settings/account/account-page.tsx').then((m) => ({ Component: m.AccountPage }))) },
  { path: 'settings/apps', lazy: withWords('settings', () => import('./routes/settings/apps/apps-page.tsx').then((m) => ({ Component: m.AppsPage }))) },
  // Issue 55 item 4: what I watched, seen by me alone.
  { path: 'settings/history', lazy: withWords('settings', () => import('./routes/settings/history/watch-history-page.tsx').then((m) => ({ Component: m.WatchHistoryPage }))) },
  // Issue 58: videos and the people followed brought from a TikTok data export.
  { path: 'settings/import', lazy: withWords('settings', () => import('./routes/settings/import/import-page.tsx').then((m) => ({ Component: m.ImportPage }))) },
  { path: 'settings/import/archive', lazy: withWords('settings', () => import('./routes/settings/import/import-page.tsx').then((m) => ({ Component: m.ArchiveImportPage }))) },
  { path: 'settings/move', lazy: withWords(['settings', 'profile'], () => import('./routes/settings/move/move-page.tsx').then((m) => ({ Component: m.MovePage }))) },
  // Issue 42: a creator's analytics; uPlot loads with it, never with the feed.
  { path: 'welcome', lazy: withWords('settings', () => import('./routes/welcome/welcome-page.tsx').then((m) => ({ Component: m.WelcomePage }))) },
  { path: 'studio', lazy: withWords('studio', () => import('./routes/studio/studio-page.tsx').then((m) => ({ Component: m.StudioPage }))) },
  { path: 'studio/videos/:id', lazy: withWords('studio', () => import('./routes/studio/studio-page.tsx').then((m) => ({ Component: m.StudioVideoPage }))) },
  { path: 'notifications', lazy: withWords('notifications', () => import('./routes/notifications/notifications-page.tsx').then((m) => ({ Component: m.NotificationsPage }))) },
  { path: 'place/:id', lazy: withWords('places', () => import('./routes/places/place-page.tsx').then((m) => ({ Component: m.PlacePage }))) },
  { path: 'chat', lazy: withWords('chat', () => import('./routes/chat/chat-list-page.tsx').then((m) => ({ Component: m.ChatListPage }))) },
  { path: 'chat/:roomId', lazy: withWords('chat', () => import('./routes/chat/chat-room-page.tsx').then((m) => ({ Component: m.ChatRoomPage }))) },
  { path: 'match', lazy: withWords('match', () => import('./routes/match/match-page.tsx').then((m) => ({ Component: m.MatchPage }))) },
  { path: 'places/:id', lazy: withWords('places', () => import('./routes/places/place-page.tsx').then((m) => ({ Component: m.PlacePage }))) },
  { path: 'search', lazy: withWords('search', () => import('./routes/search/search-page.tsx').then((m) => ({ Component: m.SearchPage }))) },
  { path: 'tag/:name', lazy: withWords('tags', () => import('./routes/tags/tag-page.tsx').then((m) => ({ Component: m.TagPage }))) },
  { path: 'sounds', lazy: withWords('sounds', () => import('./routes/sounds/sounds-page.tsx').then((m) => ({ Component: m.SoundsPage }))) },
  { path: 'sounds/:id', lazy: withWords('sounds', () => import('./routes/sounds/sound-page.tsx').then((m) => ({ Component: m.SoundPage }))) },
  // A grid's player (issue 25): a tile opens the grid's videos at that video; both place paths have one.
  { path: 'profile/:id/videos/:videoId', lazy: withWords('player', () => import('./routes/player/grid-player-routes.tsx').then((m) => ({ Component: m.ProfilePostsPlayer }))) },
  { path: 'profile/:id/likes/:videoId', lazy: withWords('player', () => import('./routes/player/grid-player-routes.tsx').then((m) => ({ Component: m.ProfileLikesPlayer }))) },
  { path: 'profile/:id/reposts/:videoId', lazy: withWords('player', () => import('./routes/player/grid-player-routes.tsx').then((m) => ({ Component: m.ProfileRepostsPlayer }))) },
  { path: 'profile/:id/favourites/:videoId', lazy: withWords('player', () => import('./routes/player/grid-player-routes.tsx').then((m) => ({ Component: m.FavouritesPlayer }))) },
  { path: 'collections/:id/videos/:videoId', lazy: withWords('player', () => import('./routes/player/grid-player-routes.tsx').then((m) => ({ Component: m.CollectionPlayer }))) },
  { path: 'place/:id/videos/:videoId', lazy: withWords('player', () => import('./routes/player/grid-player-routes.tsx').then((m) => ({ Component: m.PlacePlayer }))) },
  { path: 'places/:id/videos/:videoId', lazy: withWords('player', () => import('./routes/player/grid-player-routes.tsx').then((m) => ({ Component: m.PlacePlayer }))) },
  { path: 'sounds/:id/videos/:videoId', lazy: withWords('player', () => import('./routes/player/grid-player-routes.tsx').then((m) => ({ Component: m.SoundPlayer }))) },
  { path: 'tag/:name/videos/:videoId', lazy: withWords('player', () => import('./routes/player/grid-player-routes.tsx').then((m) => ({ Component: m.TagPlayer }))) },
  // The editor and its export engines load only here; the feed never downloads them.
  { path: 'edit/:videoId', lazy: withWords('editor', () => import('./routes/editor/editor-page.tsx').then((m) => ({ Component: m.EditorPage }))) },
  { path: 'admin/reports', lazy: withWords('admin', () => import('./routes/admin/admin-page.tsx').then((m) => ({ Component: m.AdminPage }))) },
  { path: 'admin/federation', lazy: withWords('admin', () => import('./routes/admin/federation-page.tsx').then((m) => ({ Component: m.FederationPage }))) },
  // Issue 60: the server's health, for its admins.
  { path: 'admin/health', lazy: withWords('admin', () => import('./routes/admin/health/health-page.tsx').then((m) => ({ Component: m.HealthPage }))) },
];

/** Signed-in screens that take the whole window, over where the desktop rail would be. */
const fullScreenRoutes: RouteObject[] = [
  // The OAuth consent screen (decision 040): the app's page hands over here, and here hands back to the app.
  { path: 'oauth/authorize', lazy: withWords('oauth', () => import('./routes/oauth/consent-page.tsx').then((m) => ({ Component: m.ConsentPage }))) },
  { path: 'stories/:userId', lazy: withWords('stories', () => import('./routes/stories/story-viewer-page.tsx').then((m) => ({ Component: m.StoryViewerPage }))) },
];

/** The spec's /video/{id} link shape is the share page's /v/{id}; too small to be worth a chunk of its own. */
function VideoRedirect() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: `/v/${encodeURIComponent(id)}`, search, hash }} />;
}

const publicRoutes: RouteObject[] = [
  { path: 'auth', lazy: withWords('auth', () => import('./routes/auth/auth-page.tsx').then((m) => ({ Component: m.AuthPage }))) },
  // Mailed links open these, signed in or not (issue 24).
  { path: 'auth/forgot', lazy: withWords('auth', () => import('./routes/auth/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage }))) },
  { path: 'auth/reset', lazy: withWords('auth', () => import('./routes/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage }))) },
  { path: 'auth/verify', lazy: withWords('auth', () => import('./routes/auth/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage }))) },
  { path: 'auth/passkeys/remove', lazy: withWords('auth', () => import('./routes/auth/mailed-link-pages.tsx').then((m) => ({ Component: m.RemovePasskeysPage }))) },
  { path: 'auth/email/cancel', lazy: withWords('auth', () => import('./routes/auth/mailed-link-pages.tsx').then((m) => ({ Component: m.CancelEmailChangePage }))) },
  { path: 'terms', lazy: withWords('legal', () => import('./routes/legal/terms-page.tsx').then((m) => ({ Component: m.TermsPage }))) },
  { path: 'privacy', lazy: withWords('legal', () => import('./routes/legal/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage }))) },
  { path: 'guidelines', lazy: withWords('legal', () => import('./routes/legal/guidelines-page.tsx').then((m) => ({ Component: m.GuidelinesPage }))) },
  { path: 'v/:id', lazy: withWords('share', () => import('./routes/share/share-page.tsx').then((m) => ({ Component: m.SharePage }))) },
  // Public like /v/{id} itself, so a signed-out visitor is not sent through sign-in first.
  { path: 'video/:id', Component: VideoRedirect },
  // Signed out, Create Story itself says 'Please sign in to post stories' before sending people to /auth.
  { path: 'stories/new', lazy: withWords('stories', () => import('./routes/stories/create-story-page.tsx').then((m) => ({ Component: m.CreateStoryPage }))) },
  { path: 'install', lazy: withWords('install', () => import('./routes/install/install-page.tsx').then((m) => ({ Component: m.InstallPage }))) },
  // '/@maya', a mention's link (issue 37): looked up once signed in; any other lone segment is the 404 page.
  {
    path: ':handle',
    lazy: withWords('profile', () => import('./routes/profile/username-route.tsx').then((m) => ({ Component: m.HandleGate }))),
    children: [
      {
        element: <RequireAuth />,
        children: [{ index: true, lazy: withWords('profile', () => import('./routes/profile/username-route.tsx').then((m) => ({ Component: m.UsernameRedirect }))) }],
      },
    ],
  },
  { path: '*', lazy: withWords('not-found', () => import('./routes/not-found/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }))) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: StartingFallback,
    children: [
      // The shell adds the desktop navigation rail to every signed-in screen but the full-screen ones (decision 029).
      { element: <RequireAuth />, children: [{ element: <SignedInShell />, children: signedInRoutes }, ...fullScreenRoutes] },
      ...publicRoutes,
    ],
  },
];

export const router = createBrowserRouter(routes);
