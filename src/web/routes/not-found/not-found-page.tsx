import { useTranslation } from '../../i18n/use-translation.ts';
import { NOT_FOUND_TEXT } from '../../../shared/messages.ts';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Spec §2: any path that is no screen of Popreel: '404', 'Oops! Page not found' and Return to Home. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t(NOT_FOUND_TEXT.title));
  return (
    <div className="flex min-h-dvh flex-col">
      <NotFoundState
        title={t(NOT_FOUND_TEXT.title)}
        mark={<p className="text-7xl font-black text-pink-500">{NOT_FOUND_TEXT.code}</p>}
        home={{ to: '/', label: t(NOT_FOUND_TEXT.link) }}
      />
    </div>
  );
}
