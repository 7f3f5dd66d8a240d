import { useTranslation } from '../../../i18n/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../../../api/account-api.ts';
import { accountKeys } from '../../../api/account-keys.ts';
import { VerifyEmailBanner } from '../../../auth/verify-email-banner.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ACCOUNT_TEXT } from './account-text.ts';
import { DataExportSection } from './data-export-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { EmailSection } from './email-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * /settings/account (issue 24): everything that keeps an account safe and the person in charge of it,
 * from the sign-in address to deleting the account, in one column on phones and desktops alike.
 */
export function AccountPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t(ACCOUNT_TEXT.title));
  const overview = useQuery({ queryKey: accountKeys.overview, queryFn: ({ signal }) => accountApi.overview(signal) });

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t(ACCOUNT_TEXT.title)} back={{ to: '/settings', label: t(ACCOUNT_TEXT.backLabel) }} />
      <main className="mx-auto flex max-w-lg flex-col gap-6 p-4 pb-16">
        <VerifyEmailBanner />
        <QueryState query={overview} loadingClassName="py-16" text={{ loading: t('Loading your account'), failed: t(ACCOUNT_TEXT.loadFailed), retry: t(ACCOUNT_TEXT.retry) }}>
          {(data) => (
            <>
              <EmailSection overview={data} />
              <PasswordSection />
              <TwoFactorSection overview={data} />
              <PasskeysSection />
              <SessionsSection />
              <DataExportSection />
              <DeleteAccountSection />
            </>
          )}
        </QueryState>
      </main>
    </div>
  );
}
