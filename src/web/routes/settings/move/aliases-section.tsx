import type { FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { ALIASES_MAX } from '../../../../shared/account-move.ts';
import type { MoveState } from '../../../api/move-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { HandleInput } from './handle-input.tsx';
import { useHandleField } from './use-handle-field.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface AliasesSectionProps {
  state: MoveState;
  save: UseMutationResult<MoveState, Error, string[]>;
}

/**
 * "Also known as": the accounts elsewhere that are also this person's, so one of them may move here. Adding or
 * removing one saves the whole list; the server looks each account up first and says when it cannot.
 */
export function AliasesSection({ state, save }: AliasesSectionProps) {
  const { t } = useTranslation('settings');
  const field = useHandleField(save, t('Could not save. Try again.'));
  const handles = state.alsoKnownAs.map((alias) => alias.handle);
  const full = handles.length >= ALIASES_MAX;

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = field.take();
    if (typed) save.mutate([...handles, typed], { onSuccess: field.clear });
  };

  return (
    <section aria-labelledby="aliases-title" className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900 p-4">
      <h2 id="aliases-title" className="text-base font-semibold">
        {t('Also known as')}
      </h2>
      <p className="text-sm text-zinc-400">{t('To move an account from another server here, list it first. Popreel looks it up to check it exists.')}</p>
      {handles.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('No other accounts listed')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {handles.map((listed) => (
            <li key={listed} className="flex items-center justify-between gap-2 rounded-lg bg-zinc-800 px-3 py-2 text-sm">
              <span className="break-all">@{listed}</span>
              <Button variant="ghost" size="icon" aria-label={t('Remove {{handle}}', { handle: `@${listed}` })} disabled={save.isPending} onClick={() => save.mutate(handles.filter((other) => other !== listed))}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex flex-col gap-3" aria-busy={save.isPending}>
        <HandleInput label={t('Account elsewhere')} field={field} disabled={full || save.isPending} />
        <div>
          <Button type="submit" variant="secondary" disabled={full || save.isPending || field.value.trim() === ''}>
            <Plus aria-hidden="true" className="size-4" />
            {save.isPending ? t('Looking it up…') : t('Add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
