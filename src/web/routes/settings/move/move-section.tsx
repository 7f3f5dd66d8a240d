import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import type { MoveState } from '../../../api/move-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { HandleInput } from './handle-input.tsx';
import { useHandleField } from './use-handle-field.ts';
import { MovedNotice } from '../../../components/people/moved-notice.tsx';
import { formatScheduled } from '../../../components/video/schedule-time.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface MoveSectionProps {
  state: MoveState;
  move: UseMutationResult<MoveState, Error, string>;
}

/**
 * Moving this account to one elsewhere. The new account must list this one (its handle is shown to copy);
 * the person confirms what a move does before it is sent. Once moved, the section says where, and when the
 * cooldown lets it move again.
 */
export function MoveSection({ state, move }: MoveSectionProps) {
  const { t } = useTranslation('settings');
  const field = useHandleField(move, t('Could not move the account. Try again.'));
  const [understood, setUnderstood] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = field.take();
    if (typed) move.mutate(typed, { onSuccess: field.clear });
  };

  return (
    <section aria-labelledby="move-title" className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900 p-4">
      <h2 id="move-title" className="text-base font-semibold">
        {t('Move to another account')}
      </h2>
      {state.movedTo ? <MovedNotice movedTo={state.movedTo} role="status" /> : null}
      <p className="text-sm text-zinc-400">
        {t('First add this account under "Also known as" on the new one:')} <code className="break-all text-zinc-100">@{state.handle}</code>
      </p>
      <p className="text-sm text-zinc-400">{t('Your followers here and on other servers will follow the new account, and this one will stop posting. To undo it, move back from the new account.')}</p>
      {state.canMoveAt ? <p className="text-sm text-zinc-300">{t('You can move again after {{date}}.', { date: formatScheduled(state.canMoveAt) })}</p> : null}
      <form onSubmit={submit} className="flex flex-col gap-3" aria-busy={move.isPending}>
        <HandleInput label={t('New account')} field={field} disabled={move.isPending} />
        <label className="flex items-start gap-2 text-sm text-zinc-300">
          <input type="checkbox" className="mt-1 size-4 accent-pink-600" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          {t('I understand my followers move to the new account and this one stops posting')}
        </label>
        <div>
          <Button type="submit" variant="danger" disabled={!understood || move.isPending || field.value.trim() === ''}>
            <Truck aria-hidden="true" className="size-4" />
            {move.isPending ? t('Moving…') : t('Move account')}
          </Button>
        </div>
      </form>
    </section>
  );
}
