import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { canModerate } from '../../shared/moderation-types.ts';
import { staleTimes } from '../api/query-keys.ts';
import { realtime } from '../api/realtime.ts';
import { changeLanguage, currentLocale } from '../i18n/i18n.ts';
import { rememberLocale } from '../i18n/locale.ts';
import { sessionKeys } from '../api/session-keys.ts';

/** Ends this browser's push subscription; loaded only now, and never in the way of signing out. */
const stopPushHere = (tellServer: boolean) =>
  import('../pwa/push-device.ts').then((push) => push.turnPushOff({ tellServer })).catch(() => undefined);
import { fetchSession, signOut as signOutRequest, type Me } from './session-api.ts';

export interface AuthState {
  /** The signed-in account, or null for a visitor. */
  user: Me['user'] | null;
  /** Everything GET /api/me returns (user, profile, roles), or null for a visitor. */
  session: Me | null;
  /** True until the first session lookup has answered. */
  loading: boolean;
  isAdmin: boolean;
  /** Admin or moderator: may open the moderation screen (decision 016). */
  isModerator: boolean;
  /** Store the session a sign-in or sign-up just returned. */
  setSession: (me: Me) => void;
  signOut: () => Promise<void>;
  /** The session was ended on purpose in this tab (sign-out, deletion), so /auth needs no "please sign in" note. */
  endedHere: boolean;
  /** Clear everything local and go to /auth, for a session the server already ended (deletion, this device signed out). */
  forgetSession: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionQuery = useQuery({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: staleTimes.session,
  });
  const session = sessionQuery.data ?? null;
  const [endedHere, setEndedHere] = useState(false);

  // The account's language, chosen on any device (issue 39): applied here once the session says it, and
  // remembered so the next start begins in it.
  const accountLocale = session?.locale ?? null;
  useEffect(() => {
    if (!accountLocale) return;
    rememberLocale(accountLocale);
    if (accountLocale !== currentLocale()) void changeLanguage(accountLocale);
  }, [accountLocale]);

  const setSession = useCallback(
    (me: Me) => {
      setEndedHere(false);
      queryClient.setQueryData(sessionKeys.me, me);
      realtime.restart();
    },
    [queryClient],
  );

  const forgetSession = useCallback(async () => {
    setEndedHere(true);
    // Pushes on this browser were the account's; the next person here must not get them (decision 044).
    await stopPushHere(false);
    // Nothing cached for one account may be shown to the next one on this device.
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
    queryClient.setQueryData(sessionKeys.me, null);
    await navigate('/auth', { replace: true });
    // After navigating, so the screens that listened have unmounted and no channel is reopened as a visitor.
    realtime.restart();
  }, [navigate, queryClient]);

  const signOut = useCallback(async () => {
    // While the session still stands, so the server forgets this browser too.
    await stopPushHere(true);
    try {
      await signOutRequest();
    } catch (error) {
      // The cookie may already be gone; the local session is cleared either way.
      console.warn('Sign-out request failed', error);
    }
    await forgetSession();
  }, [forgetSession]);

  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      session,
      loading: sessionQuery.isPending,
      isAdmin: session?.roles.includes('admin') ?? false,
      isModerator: canModerate(session?.roles ?? []),
      setSession,
      signOut,
      endedHere,
      forgetSession,
    }),
    [session, sessionQuery.isPending, setSession, signOut, endedHere, forgetSession],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
