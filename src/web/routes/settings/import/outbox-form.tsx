import type { FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { VideoImport } from '../../../api/imports-api.ts';
import { moveApi, moveKeys } from '../../../api/move-api.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { HandleInput } from '../move/handle-input.tsx';
import { useHandleField } from '../move/use-handle-field.ts';

/**
 * The videos of one's own account on another server (Loops, PeerTube, another Popreel) listed to pick (issue 58
 * part 5). The server reads them only once that account lists this one under "Also known as": this account's
 * handle is shown to copy there.
 */
export function OutboxForm({ read }: { read: UseMutationResult<VideoImport, Error, string> }) {
  const { t } = useTranslation('settings');
  const userId = useAuth().user?.id ?? '';
  const own = useQuery({ queryKey: moveKeys.state(userId), queryFn: ({ signal }) => moveApi.get(signal), enabled: userId !== '' });
  const field = useHandleField(read, t('Could not read that account. Try again.'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = field.take();
    if (typed) read.mutate(typed, { onSuccess: field.clear });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900 p-4" aria-busy={read.isPending}>
      <h2 className="text-sm font-semibold text-zinc-100">{t('Or bring the videos of your account on another server')}</h2>
      <p className="text-sm text-zinc-400">
        {t('First add this account under "Also known as" on that one:')}{' '}
        {own.data ? <code className="break-all text-zinc-100">@{own.data.handle}</code> : null}
      </p>
      <HandleInput label={t('Your account elsewhere')} field={field} disabled={read.isPending} />
      <div>
        <Button type="submit" variant="secondary" disabled={read.isPending || field.value.trim() === ''}>
          <Search aria-hidden="true" className="size-4" />
          {read.isPending ? t('Reading its videos…') : t('Find my videos')}
        </Button>
      </div>
    </form>
  );
}
