import { useQuery } from '@tanstack/react-query';
import { answer, contract } from './contract.ts';
import { useAuth } from '../auth/auth-provider.tsx';
import { sessionKeys } from './session-keys.ts';

/** The viewer's "Always show sensitive content" (issue 38, decision 046). */
export const sensitiveContentApi = {
  get: (signal?: AbortSignal) => answer(contract.GET('/api/me/sensitive-content', { signal })),
  set: (showSensitive: boolean) => answer(contract.PUT('/api/me/sensitive-content', { body: { showSensitive } })),
};

/** Whether sensitive videos show without their cover for the signed-in viewer; visitors always see the cover. */
export function useShowSensitive(): boolean {
  const { user } = useAuth();
  const setting = useQuery({
    queryKey: sessionKeys.showSensitive(user?.id ?? ''),
    queryFn: ({ signal }) => sensitiveContentApi.get(signal),
    enabled: Boolean(user),
    staleTime: Infinity,
  });
  return Boolean(user) && setting.data?.showSensitive === true;
}
