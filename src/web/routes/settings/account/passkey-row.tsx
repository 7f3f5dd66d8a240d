import { useTranslation } from '../../../i18n/use-translation.ts';
import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { passkeyNameSchema } from '../../../../shared/account.schema.ts';
import { PASSKEY_NAME_MAX } from '../../../../shared/constants.ts';
import type { Passkey } from '../../../api/account-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { calendarDate, relativeTime } from '../../../lib/format.ts';
import { ACCOUNT_TEXT } from './account-text.ts';

interface PasskeyRowProps {
  passkey: Passkey;
  onRename: (name: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  busy: boolean;
}

/** One passkey: its name (renamed in place), when it was added and last used, and Remove behind a confirmation. */
export function PasskeyRow({ passkey, onRename, onRemove, busy }: PasskeyRowProps) {
  const { t } = useTranslation('settings');
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    const check = passkeyNameSchema.safeParse(name);
    if (!check.success) {
      const issue = check.error.issues[0]?.message;
      return setProblem(issue && t(issue));
    }
    // A failed rename keeps the field open with what was typed, so nothing has to be typed again.
    void onRename(check.data).then(() => setRenaming(false), () => undefined);
  };

  const used = passkey.lastUsedAt ? ACCOUNT_TEXT.passkeyUsed(relativeTime(passkey.lastUsedAt)) : t(ACCOUNT_TEXT.passkeyNeverUsed);
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-zinc-900 p-3">
      {renaming ? (
        <form noValidate onSubmit={saveName} className="flex flex-col gap-2">
          <Input label={t(ACCOUNT_TEXT.passkeyName)} value={name} maxLength={PASSKEY_NAME_MAX} autoFocus error={problem} onChange={(event) => { setName(event.target.value); setProblem(undefined); }} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {t(ACCOUNT_TEXT.save)}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => { setRenaming(false); setName(passkey.name); }}>
              {t(ACCOUNT_TEXT.cancel)}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-pink-400" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">{passkey.name}</p>
            <p className="text-sm text-zinc-400">
              {ACCOUNT_TEXT.passkeyAdded(calendarDate(passkey.createdAt))} · {used}
            </p>
          </div>
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="sm" aria-label={`${t(ACCOUNT_TEXT.rename)} ${passkey.name}`} onClick={() => setRenaming(true)}>
              {t(ACCOUNT_TEXT.rename)}
            </Button>
            <Button variant="ghost" size="sm" aria-label={`${t(ACCOUNT_TEXT.remove)} ${passkey.name}`} onClick={() => setConfirming(true)}>
              {t(ACCOUNT_TEXT.remove)}
            </Button>
          </div>
        </div>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t(ACCOUNT_TEXT.removeTitle)}>
        <p className="text-zinc-300">{ACCOUNT_TEXT.removeDetail(passkey.name)}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t(ACCOUNT_TEXT.cancel)}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void onRemove().then(() => setConfirming(false), () => undefined)}>
            {busy ? t(ACCOUNT_TEXT.removing) : t(ACCOUNT_TEXT.remove)}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
