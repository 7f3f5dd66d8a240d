import { useTranslation } from '../../../i18n/use-translation.ts';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import { createTokenSchema, TOKEN_NAME_MAX, type Scope } from '../../../../shared/app-tokens.ts';
import type { CreatedToken, PersonalTokenView } from '../../../api/app-tokens-api.ts';
import { appTokensApi } from '../../../api/app-tokens-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { calendarDate, relativeTime } from '../../../lib/format.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from '../account/account-section.tsx';
import { APPS_TEXT } from './apps-text.ts';
import { ScopeCheckboxes } from './scope-checkboxes.tsx';
import { ShownOnce } from './shown-once.tsx';
import { appTokenKeys } from '../../../api/app-token-keys.ts';

function CreateTokenForm({ onCreated, onCancel }: { onCreated: (token: CreatedToken) => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['read']);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const create = useMutation({ mutationFn: appTokensApi.createToken, onSuccess: onCreated, onError: (error) => toast.error(serverMessage(error, t(APPS_TEXT.actionFailed))) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createTokenSchema.safeParse({ name, scopes });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setErrors({ [issue?.path[0] === 'scopes' ? 'scopes' : 'name']: issue?.message });
    }
    setErrors({});
    create.mutate(checked.data);
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={create.isPending} className="flex flex-col gap-3 rounded-xl bg-zinc-900 p-4">
      <Input label={t(APPS_TEXT.tokenName)} maxLength={TOKEN_NAME_MAX} autoFocus value={name} onChange={(event) => setName(event.target.value)} error={errors.name && t(errors.name)} />
      <ScopeCheckboxes value={scopes} onChange={setScopes} error={errors.scopes && t(errors.scopes)} />
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          {t(APPS_TEXT.create)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t(APPS_TEXT.cancel)}
        </Button>
      </div>
    </form>
  );
}

function TokenRow({ token, onRevoke, revoking }: { token: PersonalTokenView; onRevoke: () => void; revoking: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <li className="flex items-center gap-3 rounded-xl bg-zinc-900 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{token.name}</p>
        <p className="font-mono text-xs text-zinc-400">{token.hint} · {token.scopes.join(', ')}</p>
        <p className="text-sm text-zinc-400">
          {APPS_TEXT.created(relativeTime(token.createdAt))} · {APPS_TEXT.lastUsed(token.lastUsedAt ? relativeTime(token.lastUsedAt) : null)}
          {token.expiresAt ? ` · ${APPS_TEXT.expires(calendarDate(token.expiresAt))}` : ''}
        </p>
      </div>
      <Button variant="ghost" size="sm" disabled={revoking} onClick={onRevoke} aria-label={`${t(APPS_TEXT.revoke)} ${token.name}`}>
        {t(APPS_TEXT.revoke)}
      </Button>
    </li>
  );
}

/** Personal access tokens: create (shown once), list with scopes and last use, revoke (refused from the next request). */
export function TokensSection() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const list = useQuery({ queryKey: appTokenKeys.tokens, queryFn: ({ signal }) => appTokensApi.tokens(signal) });
  const revoke = useMutation({
    mutationFn: (token: PersonalTokenView) => appTokensApi.revokeToken(token.id),
    onSuccess: (_, token) => {
      toast.success(t(APPS_TEXT.tokenRevoked));
      queryClient.setQueryData<PersonalTokenView[]>(appTokenKeys.tokens, (tokens) => tokens?.filter((other) => other.id !== token.id));
    },
    onError: (error) => toast.error(serverMessage(error, t(APPS_TEXT.actionFailed))),
  });
  const onCreated = (token: CreatedToken) => {
    setCreating(false);
    setCreated(token);
    void queryClient.invalidateQueries({ queryKey: appTokenKeys.tokens });
  };

  return (
    <AccountSection title={t(APPS_TEXT.tokensTitle)} detail={t(APPS_TEXT.tokensDetail)}>
      {created ? <ShownOnce notice={t(APPS_TEXT.createdOnce)} values={[{ label: created.name, value: created.token }]} onDone={() => setCreated(null)} /> : null}
      {creating ? (
        <CreateTokenForm onCreated={onCreated} onCancel={() => setCreating(false)} />
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setCreating(true)}>
          {t(APPS_TEXT.newToken)}
        </Button>
      )}
      <QueryState query={list} look="box" text={{ loading: t(APPS_TEXT.loadingTokens), failed: t(APPS_TEXT.loadTokensFailed), retry: t(APPS_TEXT.retry) }}>
        {(tokens) =>
          tokens.length === 0 ? (
            <p className="text-sm text-zinc-400">{t(APPS_TEXT.noTokens)}</p>
          ) : (
            <ul aria-label={t(APPS_TEXT.tokensTitle)} className="flex flex-col gap-2">
              {tokens.map((token) => (
                <TokenRow key={token.id} token={token} revoking={revoke.isPending} onRevoke={() => revoke.mutate(token)} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </AccountSection>
  );
}
