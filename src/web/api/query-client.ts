import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';
import { sessionKeys } from './session-keys.ts';

/** A 4xx will not change by asking again; only network and server failures are worth a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // A 401 on any read means the session is gone: drop it so the auth guard sends the user to /auth.
      if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== sessionKeys.me[0]) {
        queryClient.setQueryData(sessionKeys.me, null);
      }
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
