import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

interface MovedNoticeProps {
  movedTo: { userId: string; username: string };
  /** `note` on a profile; `status` in Settings, where the move was just made. */
  role: 'note' | 'status';
}

/** Issue 58: "This account has moved to @…", linking to the new account (here or elsewhere). */
export function MovedNotice({ movedTo, role }: MovedNoticeProps) {
  const { t } = useTranslation('profile');
  return (
    <p role={role} className="rounded-lg border border-amber-700 bg-amber-950/40 px-3 py-2 text-sm text-amber-100">
      {t('This account has moved to')}{' '}
      <Link to={`/profile/${movedTo.userId}`} className="font-semibold underline">
        @{movedTo.username}
      </Link>
    </p>
  );
}
