import { useTranslation } from '../../../i18n/use-translation.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { APPS_TEXT } from './apps-text.ts';
import { AuthorizedAppsSection } from './authorized-apps-section.tsx';
import { MyAppsSection } from './my-apps-section.tsx';
import { TokensSection } from './tokens-section.tsx';

/** /settings/apps (issue 36 part 4): personal access tokens, the apps I registered, and the apps I allowed. */
export function AppsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t(APPS_TEXT.title));
  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t(APPS_TEXT.title)} back={{ to: '/settings', label: t(APPS_TEXT.backLabel) }} />
      <main className="mx-auto flex max-w-lg flex-col gap-6 p-4 pb-16">
        <TokensSection />
        <AuthorizedAppsSection />
        <MyAppsSection />
      </main>
    </div>
  );
}
