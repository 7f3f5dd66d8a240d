import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { copyrightLine } from '../../web-messages.ts';

const linkClass = 'rounded underline-offset-4 hover:text-zinc-200 hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';

/** Spec §2 "Auth screen": © and the year (this year, from the clock: decision 028) with links to terms, privacy and guidelines. */
export function AuthFooter() {
  const { t } = useTranslation('auth');
  return (
    <footer className="flex flex-col items-center gap-2 py-6 text-sm text-muted">
      <p>{copyrightLine()}</p>
      <nav aria-label={t('Legal')} className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        <Link to="/terms" className={linkClass}>
          {t('Terms of Service')}
        </Link>
        <Link to="/privacy" className={linkClass}>
          {t('Privacy Policy')}
        </Link>
        <Link to="/guidelines" className={linkClass}>
          {t('Community Guidelines')}
        </Link>
      </nav>
    </footer>
  );
}
