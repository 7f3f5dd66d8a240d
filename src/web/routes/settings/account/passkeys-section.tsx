import { useTranslation } from '../../../i18n/use-translation.ts';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Plus } from 'lucide-react';
import { ownerConfirmationSchema, passkeyNameSchema } from '../../../../shared/account.schema.ts';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-messages.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { useCheckedForm } from '../../../hooks/use-checked-form.ts';
import { PASSKEY_NAME_MAX } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { PasskeyRow } from './passkey-row.tsx';
import { platformName, usePasskeys, type NewPasskey } from './use-passkeys.ts';

/** Without WebAuthn (old browsers, some in-app web views) the Add button could only fail. */
const canCreatePasskeys = () => 'PublicKeyCredential' in window && Boolean(window.PublicKeyCredential);

/** What adding a passkey asks for (issue 35, M2): its name, then the password, and a code with two-factor on. */
const addPasskeySchema = z.object({ name: passkeyNameSchema, password: ownerConfirmationSchema.shape.password, code: ownerConfirmationSchema.shape.code });

/**
 * Names the new passkey and proves it is the owner adding it, then hands over to the browser's own prompt
 * (fingerprint, face, screen lock).
 */
function AddPasskeyForm({ adding, onAdd, onCancel }: { adding: boolean; onAdd: (request: NewPasskey) => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const askCode = useAuth().user?.twoFactorEnabled ?? false;
  const form = useCheckedForm({ name: ACCOUNT_TEXT.defaultPasskeyName(platformName()), password: '', code: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    if (askCode && !form.values.code.trim()) return form.fail('code', t(ACCOUNT_MESSAGES.codeRequired));
    const input = form.check(addPasskeySchema, 'name', { code: askCode ? form.values.code : undefined });
    if (input) onAdd({ name: input.name, owner: { password: input.password, code: input.code } });
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={adding} className="flex flex-col gap-3 rounded-xl bg-zinc-900 p-4">
      <Input label={t(ACCOUNT_TEXT.passkeyName)} maxLength={PASSKEY_NAME_MAX} autoFocus {...form.field('name')} />
      <Input label={t(ACCOUNT_TEXT.password)} type="password" autoComplete="current-password" {...form.field('password')} />
      {askCode ? <Input label={t(ACCOUNT_TEXT.code)} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} className="font-mono" {...form.field('code')} /> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={adding}>
          {adding ? t(ACCOUNT_TEXT.adding) : t(ACCOUNT_TEXT.add)}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={adding}>
          {t(ACCOUNT_TEXT.cancel)}
        </Button>
      </div>
    </form>
  );
}

/** Passkeys: sign-in without a password, listed with when each was added and last used. */
export function PasskeysSection() {
  const { t } = useTranslation('settings');
  const { list, add, rename, remove } = usePasskeys();
  const [naming, setNaming] = useState(false);
  const supported = canCreatePasskeys();

  return (
    <AccountSection title={t(ACCOUNT_TEXT.passkeysTitle)} detail={t(ACCOUNT_TEXT.passkeysDetail)}>
      <QueryState query={list} look="box" text={{ loading: t('Loading passkeys'), failed: t(ACCOUNT_TEXT.loadPasskeysFailed), retry: t(ACCOUNT_TEXT.retry) }}>
        {(passkeys) =>
          passkeys.length === 0 ? (
            <p className="text-sm text-zinc-400">{t(ACCOUNT_TEXT.noPasskeys)}</p>
          ) : (
            <ul aria-label={t(ACCOUNT_TEXT.passkeysTitle)} className="flex flex-col gap-2">
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
      </QueryState>
      {!supported ? (
        <p className="text-sm text-zinc-400">{t(ACCOUNT_TEXT.passkeysUnsupported)}</p>
      ) : naming ? (
        <AddPasskeyForm adding={add.isPending} onAdd={(request) => add.mutate(request, { onSuccess: () => setNaming(false) })} onCancel={() => setNaming(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setNaming(true)} className="self-start">
          <Plus aria-hidden="true" className="size-4" />
          {t(ACCOUNT_TEXT.addPasskey)}
        </Button>
      )}
    </AccountSection>
  );
}
