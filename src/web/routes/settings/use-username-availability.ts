import { useQuery } from '@tanstack/react-query';
import { usernameSchema } from '../../../shared/auth.schema.ts';
import { USERNAME_CHECK_DELAY_MS } from '../../../shared/constants.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { profileKeys } from '../../api/profile-keys.ts';

export type Availability = 'unknown' | 'checking' | 'available' | 'taken';

/**
 * Spec §4/§5 "Username uniqueness": checked 500 ms after typing stops, only when the name differs from the
 * current one and passes the username rules (so at least 3 characters).
 */
export function useUsernameAvailability(username: string, current: string): Availability {
  const trimmed = username.trim();
  const shouldCheck = trimmed !== current && usernameSchema.safeParse(trimmed).success;
  const settled = useDebouncedValue(trimmed, USERNAME_CHECK_DELAY_MS);
  const check = useQuery({
    queryKey: profileKeys.usernameAvailability(settled),
    queryFn: ({ signal }) => profilesApi.usernameAvailable(settled, signal),
    enabled: shouldCheck && settled === trimmed,
    staleTime: 10_000,
    retry: false,
  });
  if (!shouldCheck) return 'unknown';
  if (settled !== trimmed || (check.data === undefined && check.isFetching)) return 'checking';
  if (!check.data) return 'unknown';
  return check.data.available ? 'available' : 'taken';
}
