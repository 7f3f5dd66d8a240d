import { useTranslation } from '../../../i18n/use-translation.ts';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import { registerAppSchema, TOKEN_NAME_MAX } from '../../../../shared/app-tokens.ts';
import type { OAuthAppView, RegisteredApp } from '../../../api/app-tokens-api.ts';
import { appTokensApi } from '../../../api/app-tokens-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { serverMessage } from '../../../lib/form-check.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from '../account/account-section.tsx';
import { APPS_TEXT } from './apps-text.ts';
import { ShownOnce } from './shown-once.tsx';
import { appTokenKeys } from '../../../api/app-token-keys.ts';

function RegisterAppForm({ onRegistered, onCancel }: { onRegistered: (app: RegisteredApp) => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [confidential, setConfidential] = useState(true);
  const [errors, setErrors] = useState<{ name?: string; uris?: string }>({});
  const register = useMutation({ mutationFn: appTokensApi.registerApp, onSuccess: onRegistered, onError: (error) => toast.error(serverMessage(error, t(APPS_TEXT.actionFailed))) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = registerAppSchema.safeParse({ name, redirectUris: uris.split('\n').map((uri) => uri.trim()).filter(Boolean), confidential });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setErrors({ [issue?.path[0] === 'name' ? 'name' : 'uris']: issue?.message });
    }
    setErrors({});
    register.mutate(checked.data);
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={register.isPending} className="flex flex-col gap-3 rounded-xl bg-zinc-900 p-4">
      <Input label={t(APPS_TEXT.appName)} maxLength={TOKEN_NAME_MAX} autoFocus value={name} onChange={(event) => setName(event.target.value)} error={errors.name && t(errors.name)} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="redirect-uris" className="text-sm font-medium text-zinc-300">
          {t(APPS_TEXT.redirectUris)}
        </label>
        <p id="redirect-uris-hint" className="text-sm text-zinc-400">
          {t(APPS_TEXT.redirectHint)}
        </p>
        <textarea
          id="redirect-uris"
          rows={3}
          value={uris}
          onChange={(event) => setUris(event.target.value)}
          aria-invalid={errors.uris ? true : undefined}
          aria-describedby={errors.uris ? 'redirect-uris-hint redirect-uris-error' : 'redirect-uris-hint'}
          className="rounded-lg border border-zinc-700 bg-zinc-900 p-3 font-mono text-sm text-zinc-50 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60"
        />
        {errors.uris ? (
          <p id="redirect-uris-error" className="text-sm text-red-400">
            {t(errors.uris)}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-pink-600" checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />
        {t(APPS_TEXT.confidential)}
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={register.isPending}>
          {t(APPS_TEXT.register)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t(APPS_TEXT.cancel)}
        </Button>
      </div>
    </form>
  );
}

function AppRow({ app, onDelete, deleting }: { app: OAuthAppView; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <li className="flex items-center gap-3 rounded-xl bg-zinc-900 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{app.name}</p>
        <p className="font-mono text-xs break-all text-zinc-400">
          {t(APPS_TEXT.clientId)}: {app.clientId}
        </p>
        <p className="text-xs break-all text-zinc-400">{app.confidential ? app.redirectUris.join(' · ') : `${t(APPS_TEXT.publicClient)} · ${app.redirectUris.join(' · ')}`}</p>
      </div>
      <Button variant="ghost" size="sm" disabled={deleting} onClick={onDelete} aria-label={`${t(APPS_TEXT.deleteApp)} ${app.name}`}>
        {t(APPS_TEXT.deleteApp)}
      </Button>
    </li>
  );
}

/** The apps this person registered as a developer: client id, and a secret shown once for confidential apps. */
export function MyAppsSection() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [registering, setRegistering] = useState(false);
  const [registered, setRegistered] = useState<RegisteredApp | null>(null);
  const list = useQuery({ queryKey: appTokenKeys.apps, queryFn: ({ signal }) => appTokensApi.apps(signal) });
  const remove = useMutation({
    mutationFn: (app: OAuthAppView) => appTokensApi.deleteApp(app.id),
    onSuccess: (_, app) => {
      toast.success(t(APPS_TEXT.appDeleted));
      queryClient.setQueryData<OAuthAppView[]>(appTokenKeys.apps, (apps) => apps?.filter((other) => other.id !== app.id));
      void queryClient.invalidateQueries({ queryKey: appTokenKeys.authorized });
    },
    onError: (error) => toast.error(serverMessage(error, t(APPS_TEXT.actionFailed))),
  });
  const onRegistered = (app: RegisteredApp) => {
    setRegistering(false);
    setRegistered(app);
    void queryClient.invalidateQueries({ queryKey: appTokenKeys.apps });
  };
  const secrets = registered ? [{ label: t(APPS_TEXT.clientId), value: registered.clientId }, ...(registered.clientSecret ? [{ label: t(APPS_TEXT.clientSecret), value: registered.clientSecret }] : [])] : [];

  return (
    <AccountSection title={t(APPS_TEXT.appsTitle)} detail={t(APPS_TEXT.appsDetail)}>
      {registered ? <ShownOnce notice={registered.clientSecret ? t(APPS_TEXT.secretOnce) : t(APPS_TEXT.publicClient)} values={secrets} onDone={() => setRegistered(null)} /> : null}
      {registering ? (
        <RegisterAppForm onRegistered={onRegistered} onCancel={() => setRegistering(false)} />
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setRegistering(true)}>
          {t(APPS_TEXT.registerApp)}
        </Button>
      )}
      <QueryState query={list} look="box" text={{ loading: t(APPS_TEXT.loadingApps), failed: t(APPS_TEXT.loadAppsFailed), retry: t(APPS_TEXT.retry) }}>
        {(apps) =>
          apps.length === 0 ? (
            <p className="text-sm text-zinc-400">{t(APPS_TEXT.noApps)}</p>
          ) : (
            <ul aria-label={t(APPS_TEXT.appsTitle)} className="flex flex-col gap-2">
              {apps.map((app) => (
                <AppRow key={app.id} app={app} deleting={remove.isPending} onDelete={() => remove.mutate(app)} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </AccountSection>
  );
}
