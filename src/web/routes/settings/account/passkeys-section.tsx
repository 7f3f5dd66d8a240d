import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { passkeyNameSchema } from '../../../../shared/account.schema.ts';
import { PASSKEY_NAME_MAX } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { AccountSection, QueryBody } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { PasskeyRow } from './passkey-row.tsx';
import { platformName, usePasskeys } from './use-passkeys.ts';

/** Without WebAuthn (old browsers, some in-app web views) the Add button could only fail. */
const canCreatePasskeys = () => 'PublicKeyCredential' in window && Boolean(window.PublicKeyCredential);

/** Names the new passkey, then hands over to the browser's own prompt (fingerprint, face, screen lock). */
function AddPasskeyForm({ adding, onAdd, onCancel }: { adding: boolean; onAdd: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(() => ACCOUNT_TEXT.defaultPasskeyName(platformName()));
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const check = passkeyNameSchema.safeParse(name);
    if (check.success) onAdd(check.data);
    else setProblem(check.error.issues[0]?.message);
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={adding} className="flex flex-col gap-3 rounded-xl bg-zinc-900 p-4">
      <Input label={ACCOUNT_TEXT.passkeyName} value={name} maxLength={PASSKEY_NAME_MAX} autoFocus error={problem} onChange={(event) => { setName(event.target.value); setProblem(undefined); }} />
      <div className="flex gap-2">
        <Button type="submit" disabled={adding}>
          {adding ? ACCOUNT_TEXT.adding : ACCOUNT_TEXT.add}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={adding}>
          {ACCOUNT_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Passkeys: sign-in without a password, listed with when each was added and last used. */
export function PasskeysSection() {
  const { list, add, rename, remove } = usePasskeys();
  const [naming, setNaming] = useState(false);
  const supported = canCreatePasskeys();

  return (
    <AccountSection title={ACCOUNT_TEXT.passkeysTitle} detail={ACCOUNT_TEXT.passkeysDetail}>
      <QueryBody query={list} loading="Loading passkeys" failed={ACCOUNT_TEXT.loadPasskeysFailed}>
        {(passkeys) =>
          passkeys.length === 0 ? (
            <p className="text-sm text-zinc-400">{ACCOUNT_TEXT.noPasskeys}</p>
          ) : (
            <ul aria-label={ACCOUNT_TEXT.passkeysTitle} className="flex flex-col gap-2">
              {passkeys.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  busy={rename.isPending || remove.isPending}
                  onRename={(name) => rename.mutateAsync({ id: passkey.id, name })}
                  onRemove={() => remove.mutateAsync(passkey.id)}
                />
              ))}
            </ul>
          )
        }
      </QueryBody>
      {!supported ? (
        <p className="text-sm text-zinc-400">{ACCOUNT_TEXT.passkeysUnsupported}</p>
      ) : naming ? (
        <AddPasskeyForm adding={add.isPending} onAdd={(name) => add.mutate(name, { onSuccess: () => setNaming(false) })} onCancel={() => setNaming(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setNaming(true)} className="self-start">
          <Plus aria-hidden="true" className="size-4" />
          {ACCOUNT_TEXT.addPasskey}
        </Button>
      )}
    </AccountSection>
  );
}
