import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { federationApi, type BlocklistSubscription } from '../../api/federation-api.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { ApiError } from '../../api/client.ts';
import { i18n } from '../../i18n/i18n.ts';

const failed = (error: Error) =>
  toast.error(i18n.t('Failed to update blocklists', { ns: 'admin' }), { description: error instanceof ApiError && error.fromServer ? error.message : undefined });

/** What a change to the policy touches on this screen: the servers' rows and the moderation log. */
function useRefreshPolicy() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.federation.instances });
    void client.invalidateQueries({ queryKey: adminKeys.actionLists });
  };
}

/** A CSV read on the server (a dry run, for the preview) and then imported. */
export function useBlocklistImport() {
  const refreshPolicy = useRefreshPolicy();
  const preview = useMutation({ mutationFn: (csv: string) => federationApi.importBlocklist(csv, true), onError: failed });
  const commit = useMutation({
    mutationFn: (csv: string) => federationApi.importBlocklist(csv, false),
    onSuccess: (result) => {
      toast.success(i18n.t('Imported {{count}} servers', { ns: 'admin', count: result.applied }));
      refreshPolicy();
    },
    onError: failed,
  });
  return { preview, commit };
}

/** Subscribed lists, each with the changes it waits to apply. */
export function useBlocklists() {
  const client = useQueryClient();
  const refreshPolicy = useRefreshPolicy();
  const list = useQuery({ queryKey: adminKeys.federation.blocklists, queryFn: ({ signal }) => federationApi.blocklists(signal) });
  const replace = (saved: BlocklistSubscription) =>
    client.setQueryData<{ items: BlocklistSubscription[] }>(adminKeys.federation.blocklists, (current) =>
      current && { items: current.items.some((item) => item.id === saved.id) ? current.items.map((item) => (item.id === saved.id ? saved : item)) : [...current.items, saved] },
    );
  const subscribe = useMutation({ mutationFn: federationApi.subscribe, onSuccess: (saved) => (replace(saved), refreshPolicy()), onError: failed });
  const refresh = useMutation({ mutationFn: federationApi.refreshBlocklist, onSuccess: replace, onError: failed });
  const apply = useMutation({
    mutationFn: federationApi.applyBlocklist,
    onSuccess: (saved) => {
      replace(saved);
      toast.success(i18n.t('Blocklist changes applied', { ns: 'admin' }));
      refreshPolicy();
    },
    onError: failed,
  });
  const unsubscribe = useMutation({
    mutationFn: federationApi.unsubscribe,
    onSuccess: (_answer, id) => {
      client.setQueryData<{ items: BlocklistSubscription[] }>(adminKeys.federation.blocklists, (current) => current && { items: current.items.filter((item) => item.id !== id) });
      refreshPolicy();
    },
    onError: failed,
  });
  return { list, subscribe, refresh, apply, unsubscribe };
}
