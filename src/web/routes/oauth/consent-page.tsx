import { useTranslation } from '../../i18n/use-translation.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SCOPE_LABELS, type AuthorizeRequest } from '../../../shared/app-tokens.ts';
import { appTokensApi } from '../../api/app-tokens-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { serverMessage } from '../../lib/form-check.ts';
import { CONSENT_TEXT } from './consent-text.ts';
import { appTokenKeys } from '../../api/app-token-keys.ts';

const FIELDS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const;

/** The authorization request as the app put it in the URL; the server checks every field again. */
function requestFrom(params: URLSearchParams): AuthorizeRequest {
  const entries = FIELDS.flatMap((field) => (params.has(field) ? [[field, params.get(field) ?? '']] : []));
  return { response_type: '', client_id: '', redirect_uri: '', ...Object.fromEntries(entries) } as AuthorizeRequest;
}

/**
 * /oauth/authorize (decision 040): names the app and every scope it asks for in plain words, then sends the
 * browser back to the app with a code (Allow) or access_denied (Deny). A request with an unknown app or an
 * unregistered redirect URI is shown as an error here and never redirected.
 */
export function ConsentPage() {
  const { t } = useTranslation('oauth');
  useDocumentTitle(t(CONSENT_TEXT.title));
  const [params] = useSearchParams();
  const request = requestFrom(params);
  const { session } = useAuth();
  const username = session?.profile.username;
  const consent = useQuery({ queryKey: appTokenKeys.consent(params.toString()), queryFn: ({ signal }) => appTokensApi.consent(request, signal), retry: false });
  const decide = useMutation({
    mutationFn: (allow: boolean) => appTokensApi.decide(request, allow),
    onSuccess: ({ redirect }) => window.location.assign(redirect),
  });

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 bg-black p-6 text-zinc-100">
      {consent.isPending ? (
        <Spinner label={t(CONSENT_TEXT.loading)} className="py-16" />
      ) : consent.isError ? (
        <div role="alert" className="flex flex-col gap-2">
          <h1 className="text-xl font-semibold">{t(CONSENT_TEXT.invalid)}</h1>
          <p className="text-zinc-300">{serverMessage(consent.error, t(CONSENT_TEXT.invalid))}</p>
        </div>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">{CONSENT_TEXT.wants(consent.data.appName)}</h1>
          <ul aria-label={t('Requested permissions')} className="flex flex-col gap-2">
            {consent.data.scopes.map((scope) => (
              <li key={scope} className="rounded-xl bg-zinc-900 p-3">
                {t(SCOPE_LABELS[scope])}
              </li>
            ))}
          </ul>
          {username ? <p className="text-sm text-zinc-400">{CONSENT_TEXT.as(username)}</p> : null}
          <p className="text-sm break-all text-zinc-400">{CONSENT_TEXT.redirect(consent.data.redirectUri)}</p>
          {decide.isError ? (
            <p role="alert" className="text-sm text-red-400">
              {serverMessage(decide.error, t(CONSENT_TEXT.invalid))}
            </p>
          ) : null}
          <div className="flex gap-3">
            <Button disabled={decide.isPending || decide.isSuccess} onClick={() => decide.mutate(true)}>
              {t(CONSENT_TEXT.allow)}
            </Button>
            <Button variant="secondary" disabled={decide.isPending || decide.isSuccess} onClick={() => decide.mutate(false)}>
              {t(CONSENT_TEXT.deny)}
            </Button>
          </div>
          <p className="text-xs text-zinc-400">{t(CONSENT_TEXT.revokeLater)}</p>
        </>
      )}
    </main>
  );
}
