import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../components/ui/toast.ts';
import { sensitiveContentApi, useShowSensitive } from '../../api/sensitive-content-api.ts';
import { sessionKeys } from '../../api/session-keys.ts';

/**
 * "Always show sensitive content" (issue 38): off, sensitive videos stay behind their warning until "Show".
 * The server refuses turning it on to a profile whose age is known and under 18; its message is shown.
 */
export function SensitiveContentSection({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const showing = useShowSensitive();
  const hintId = useId();
  const save = useMutation({
    mutationFn: (show: boolean) => sensitiveContentApi.set(show),
    onSuccess: (setting) => queryClient.setQueryData(sessionKeys.showSensitive(userId), setting),
    onError: (error) => toast.error(error.message),
  });
  return (
    <section aria-labelledby={`${hintId}-title`} className="flex flex-col gap-2">
      <h2 id={`${hintId}-title`} className="text-lg font-semibold">
        {t('Content')}
      </h2>
      <label className="flex items-center justify-between gap-3 rounded-lg bg-zinc-900 px-3 py-3">
        <span className="flex flex-col">
          <span className="font-medium">{t('Always show sensitive content')}</span>
          <span id={hintId} className="text-sm text-zinc-300">
            {t('Off: videos marked sensitive are blurred behind their warning until you choose Show')}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-describedby={hintId}
          checked={save.isPending ? Boolean(save.variables) : showing}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          className="size-5 shrink-0 accent-pink-600"
        />
      </label>
    </section>
  );
}
