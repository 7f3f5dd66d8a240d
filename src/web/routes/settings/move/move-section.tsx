import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { MOVE_HANDLE, MOVE_MESSAGES } from '../../../../shared/account-move.ts';
import type { MoveState } from '../../../api/move-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { HandleInput } from './handle-input.tsx';
import { MovedNotice } from '../../../components/people/moved-notice.tsx';
import { formatScheduled } from '../../../components/video/schedule-time.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { serverMessage } from '../../../lib/form-check.ts';

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
  const [target, setTarget] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const error = invalid ? t(MOVE_MESSAGES.badHandle) : move.error ? serverMessage(move.error, t('Could not move the account. Try again.')) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = target.trim().replace(/^@/, '');
    if (!MOVE_HANDLE.test(typed)) return setInvalid(true);
    move.mutate(typed, { onSuccess: () => setTarget('') });
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
        <HandleInput
          label={t('New account')}
          value={target}
          disabled={move.isPending}
          error={error}
          onChange={(typed) => {
            setTarget(typed);
            setInvalid(false);
            move.reset();
          }}
        />
        <label className="flex items-start gap-2 text-sm text-zinc-300">
          <input type="checkbox" className="mt-1 size-4 accent-pink-600" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          {t('I understand my followers move to the new account and this one stops posting')}
        </label>
        <div>
          <Button type="submit" variant="danger" disabled={!understood || move.isPending || target.trim() === ''}>
            <Truck aria-hidden="true" className="size-4" />
            {move.isPending ? t('Moving…') : t('Move account')}
          </Button>
        </div>
      </form>
    </section>
  );
}
