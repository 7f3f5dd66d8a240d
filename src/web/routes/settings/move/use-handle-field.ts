import { useState } from 'react';
import { MOVE_MESSAGES } from '../../../../shared/account-move.ts';
import { REMOTE_HANDLE } from '../../../../shared/remote-handle.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { serverMessage } from '../../../lib/form-check.ts';

/** The mutation a handle is typed for: its last refusal is shown under the field until the text changes. */
interface HandleMutation {
  error: Error | null;
  reset(): void;
}

export type HandleField = ReturnType<typeof useHandleField>;

/**
 * A handle typed for one mutation ("Also known as" or a move): one that is not `name@server` is refused here,
 * in the server's words, before anything is sent; otherwise the field shows the mutation's refusal, or
 * `failed` when the server gave none.
 */
export function useHandleField(mutation: HandleMutation, failed: string) {
  const { t } = useTranslation('settings');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  return {
    value,
    error: invalid ? t(MOVE_MESSAGES.badHandle) : mutation.error ? serverMessage(mutation.error, failed) : undefined,
    change(typed: string) {
      setValue(typed);
      setInvalid(false);
      mutation.reset();
    },
    /** The typed handle without its @, or null (and the field says why) when it is not one. */
    take(): string | null {
      const typed = value.trim().replace(/^@/, '');
      if (REMOTE_HANDLE.test(typed)) return typed;
      setInvalid(true);
      return null;
    },
    clear: () => setValue(''),
  };
}
