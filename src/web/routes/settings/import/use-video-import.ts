import { useEffect, useRef, useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_POLL_MS, importKeys } from '../../../api/import-keys.ts';
import { importsApi, type ImportSource, type VideoImport } from '../../../api/imports-api.ts';
import { profileKeys } from '../../../api/profile-keys.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { serverMessage } from '../../../lib/form-check.ts';

/** Videos still coming, or an archive's profile and lists still being applied. */
const stillWorking = (data: VideoImport | undefined) =>
  Boolean(data?.items.some((item) => item.status === 'queued') || (data?.profile && !data.profile.applied) || data?.accounts.some((account) => account.status === 'listed'));

/**
 * The import the screen shows and what it does to it. The open import is the one just read, or else the newest
 * one from the screen's sources, so a person coming back sees their list. While any of its videos is queued (or an
 * archive's profile and lists are being applied) it is read again every IMPORT_POLL_MS; a video that became a
 * draft marks the Drafts tab stale.
 */
export function useVideoImport(sources: ImportSource[]) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  const [readId, setReadId] = useState<string | null>(null);

  const list = useQuery({ queryKey: importKeys.list(userId), queryFn: ({ signal }) => importsApi.list(signal), enabled: userId !== '' && readId === null });
  const openId = readId ?? list.data?.imports.find((found) => sources.includes(found.source))?.id ?? null;
  const current = useQuery({
    queryKey: importKeys.one(userId, openId ?? ''),
    queryFn: openId && userId ? ({ signal }) => importsApi.get(openId, signal) : skipToken,
    refetchInterval: (query) => (stillWorking(query.state.data) ? IMPORT_POLL_MS : false),
  });
  const remember = (answer: VideoImport) => queryClient.setQueryData(importKeys.one(userId, answer.id), answer);

  // What was just read is the import the screen opens.
  const opened = (answer: VideoImport) => {
    remember(answer);
    setReadId(answer.id);
    void queryClient.invalidateQueries({ queryKey: importKeys.list(userId) });
  };
  const read = useMutation({ mutationFn: sources.includes('archive') ? importsApi.readArchive : importsApi.readTikTok, onSuccess: opened });
  const readOutbox = useMutation({ mutationFn: importsApi.readOutbox, onSuccess: opened });

  const pick = useMutation({
    mutationFn: ({ importId, itemIds }: { importId: string; itemIds: string[] }) => importsApi.pickAll(importId, itemIds, remember),
    onError: (error) => toast.error(serverMessage(error, t('Could not start the import'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: importKeys.list(userId) }),
  });

  // Each video that lands is a new draft: the owner's Drafts tab reads again when next shown.
  const imported = current.data?.items.filter((item) => item.status === 'imported').length ?? 0;
  const importedBefore = useRef(imported);
  useEffect(() => {
    if (imported > importedBefore.current) void queryClient.invalidateQueries({ queryKey: profileKeys.drafts(userId) });
    importedBefore.current = imported;
  }, [imported, queryClient, userId]);

  return { userId, list, openId, current, read, readOutbox, pick };
}
