import { lazy, Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../ui/toast.ts';
import type { ReportTargetKind } from '../../../shared/constants.ts';
import { REPORT_MESSAGES } from '../../../shared/feed-messages.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { msg } from '../../i18n/i18n.ts';
import type { ReportTarget } from './report-dialog.tsx';
import { i18n } from '../../i18n/i18n.ts';

// The dialog and the report schema (zod) load on first use, as from the video options menu.
const ReportDialog = lazy(() => import('./report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));

/** The button's accessible name for each kind of target, a whole phrase per kind. */
const REPORT_LABELS: Record<ReportTargetKind, string> = {
  video: msg('Report video'),
  comment: msg('Report comment'),
  profile: msg('Report profile'),
  chat_message: msg('Report message'),
  sound: msg('Report sound'),
  story: msg('Report story'),
};

interface ReportButtonProps {
  target: ReportTarget;
  /** The author of what is reported: nobody reports their own (the server refuses it too). */
  ownerId: string | null;
  className?: string;
  /** A compact button shows only its flag; its accessible name always says what it reports. */
  iconOnly?: boolean;
  /** What shows it (a story) may pause while the dialog is open. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * "Report" on a comment, profile, chat message, sound or story (issue 38 part 7): the reason dialog the video
 * options menu opens, for any target. Hidden on one's own content; a visitor is told to sign in.
 */
export function ReportButton({ target, ownerId, className = '', iconOnly = false, onOpenChange }: ReportButtonProps) {
  const { user } = useAuth();
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  if (user && user.id === ownerId) return null;
  const toggle = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };

  return (
    <>
      <button
        type="button"
        aria-label={t(REPORT_LABELS[target.kind])}
        aria-haspopup="dialog"
        onClick={() => (user ? toggle(true) : toast.error(i18n.t(REPORT_MESSAGES.loginRequired)))}
        className={`inline-flex items-center gap-1 rounded focus-visible:outline-2 focus-visible:outline-pink-400 ${className}`}
      >
        <Flag aria-hidden="true" className={iconOnly ? 'size-5' : 'size-3.5'} />
        {iconOnly ? null : t('Report')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => toggle(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
