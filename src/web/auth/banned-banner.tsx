import { Ban } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from 'react-router';
import { ADMIN_MESSAGES } from '../../shared/moderation-types.ts';
import { useAuth } from './auth-provider.tsx';

/**
 * A banned person may still sign in and watch; this bar says why every post, comment or like is refused.
 * Fixed to the bottom so full-screen layouts (the feed) keep their height.
 */
export function BannedBanner() {
  const { session } = useAuth();
  const { t } = useTranslation('common');
  if (!session?.profile.banned) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-start gap-3 border-t border-red-500/40 bg-red-950/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-sm text-red-50 backdrop-blur"
    >
      <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-300" />
      <p>
        <strong className="font-semibold">{t(ADMIN_MESSAGES.bannedBanner)}</strong>{' '}
        {t(ADMIN_MESSAGES.bannedBannerDetail)}{' '}
        <Link to="/guidelines" className="underline underline-offset-2 hover:text-white">
          {t('Community Guidelines')}
        </Link>
      </p>
    </div>
  );
}
