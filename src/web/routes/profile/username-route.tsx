import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useParams } from 'react-router';
import { usernameSchema } from '../../../shared/auth.schema.ts';
import { isMissing } from '../../api/client.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { MISSING_TEXT } from '../../web-messages.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { profileKeys } from '../../api/profile-keys.ts';

/*
 * '/@maya', where a mention links (issue 37). A mention is text, so it is resolved when opened: whoever goes by
 * that name then gets their profile, /profile/{id}, and an edited caption or a renamed person needs nothing
 * rewritten. The router cannot match '@' and a parameter inside one segment, so `/:handle` catches every single
 * segment no other route names; anything that is not '@' and a username stays the 404 page.
 */

/** 'maya' from '@maya'; null for anything that cannot be a mention's link. */
function handleName(handle: string): string | null {
  if (!handle.startsWith('@')) return null;
  const parsed = usernameSchema.safeParse(handle.slice(1));
  return parsed.success && parsed.data === handle.slice(1) ? parsed.data : null;
}

/** The `/:handle` route: the 404 page for a path that is no mention, else its signed-in child (the lookup). */
export function HandleGate() {
  const { handle = '' } = useParams();
  return handleName(handle) ? <Outlet /> : <NotFoundPage />;
}

/** Signed in: find who goes by the name and replace this entry with their profile, or say nobody does. */
export function UsernameRedirect() {
  const { t } = useTranslation('profile');
  const { handle = '' } = useParams();
  const username = handleName(handle) ?? '';
  // 404 answers the same the second time; the default retry is for failures that may not.
  const found = useQuery({ queryKey: profileKeys.byUsername(username), queryFn: ({ signal }) => profilesApi.byUsername(username, signal) });
  const missing = found.isError && isMissing(found.error);
  useDocumentTitle(missing ? t(MISSING_TEXT.user) : `@${username}`);

  if (found.data) return <Navigate replace to={`/profile/${found.data.userId}`} />;
  if (found.isPending) return <FullScreenSpinner />;
  return (
    <div className="flex min-h-dvh flex-col bg-black text-zinc-100">
      {missing ? (
        <NotFoundState
          title={t(MISSING_TEXT.user)}
          explanation={t('Nobody goes by @{{username}}. The name may have changed, or the account may have been deleted or suspended.', { username })}
          home={{ to: '/', label: t('Back to Feed') }}
        />
      ) : (
        <main className="mx-auto w-full max-w-2xl p-4">
          <QueryState query={found} text={{ failed: t('Failed to load profile'), retry: t(MISSING_TEXT.retry) }} />
        </main>
      )}
    </div>
  );
}
