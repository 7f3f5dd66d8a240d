import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { federationApi, type FederationSettings, type InstancePolicyUpdate, type KnownInstance } from '../../api/federation-api.ts';
import { ApiError } from '../../api/client.ts';
import { i18n } from '../../i18n/i18n.ts';
import { adminKeys } from '../../api/admin-keys.ts';

/** Servers arrive as activities come in; a minute old is fresh enough for an admin list. */
const FEDERATION_STALE_MS = 60_000;

const failed = (error: Error) =>
  toast.error(i18n.t('Failed to update federation', { ns: 'admin' }), { description: error instanceof ApiError && error.fromServer ? error.message : undefined });

/** The two settings. Not optimistic: the switch shows the server's answer, so it never claims what did not save. */
export function useFederationSettings() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: adminKeys.federation.settings, queryFn: ({ signal }) => federationApi.settings(signal), staleTime: FEDERATION_STALE_MS });
  const save = useMutation({
    mutationFn: federationApi.updateSettings,
    onSuccess: (saved: FederationSettings) => {
      client.setQueryData(adminKeys.federation.settings, saved);
      toast.success(i18n.t('Federation settings saved', { ns: 'admin' }));
    },
    onError: failed,
  });
  return { settings, save };
}

/** Known servers, 50 a page, and a server's policy; a change replaces its row in place, or adds it on top. */
export function useKnownServers() {
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: adminKeys.federation.instances,
    queryFn: ({ pageParam, signal }) => federationApi.instances(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: FEDERATION_STALE_MS,
  });
  const servers = list.data?.pages.flatMap((page) => page.items) ?? [];

  const setPolicy = useMutation({
    mutationFn: ({ host, change }: { host: string; change: InstancePolicyUpdate }) => federationApi.setInstance(host, change),
    onSuccess: (saved: KnownInstance) =>
      client.setQueryData<InfiniteData<{ items: KnownInstance[]; nextCursor: string | null }>>(adminKeys.federation.instances, (current) => {
        if (!current) return current;
        const known = current.pages.some((page) => page.items.some((item) => item.host === saved.host));
        const pages = current.pages.map((page, index) => ({
          ...page,
          items: known ? page.items.map((item) => (item.host === saved.host ? saved : item)) : index === 0 ? [saved, ...page.items] : page.items,
        }));
        return { ...current, pages };
      }),
    onError: failed,
  });
  return { list, servers, setPolicy };
}
