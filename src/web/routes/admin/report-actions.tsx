import { useId, useState, type ComponentType } from 'react';
import { Ban, ChevronDown, CircleCheck, Eye, EyeOff, History, RotateCcw, ShieldAlert, ShieldOff, UserCheck } from 'lucide-react';
import type { AdminReport } from '../../api/admin-api.ts';
import { Button } from '../../components/ui/button.tsx';
import type { ButtonVariant } from '../../components/ui/button-styles.ts';
import { ReportHistory } from './report-history.tsx';
import { useReportActions } from './use-report-actions.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

interface ActionButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  shortcut: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  variant?: ButtonVariant;
  onPress: () => void;
}

/**
 * aria-disabled rather than disabled while busy: a disabled button drops keyboard focus to the page, and
 * the moderator working through the queue with the keyboard would lose their place.
 */
function ActionButton({ label, busyLabel, busy, shortcut, Icon, variant = 'secondary', onPress }: ActionButtonProps) {
  return (
    <Button
      variant={variant}
      size="sm"
      aria-keyshortcuts={shortcut}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onPress();
      }}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      <Icon aria-hidden className="size-4" />
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * A report card's buttons, and below them its History when opened. Hide is for a reported video; Ban (admins
 * only) for whoever posted what is reported, or the reported person; resolve for every kind.
 */
export function ReportActions({ report, mayBan }: { report: AdminReport; mayBan: boolean }) {
  const { t } = useTranslation('admin');
  const { hide, sensitive, ban, resolve } = useReportActions(report);
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const hidden = report.video?.hidden ?? false;
  const marked = report.video?.sensitive ?? false;
  const banned = report.author?.banned ?? false;
  const canHide = report.targetKind === 'video' && report.video !== null;

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {canHide ? (
          <ActionButton
            label={hidden ? t('Unhide video') : t('Hide video')}
            busyLabel={hide.variables ? t('Hiding…') : t('Unhiding…')}
            busy={hide.isPending}
            shortcut="h"
            Icon={hidden ? Eye : EyeOff}
            onPress={() => hide.mutate(!hidden)}
          />
        ) : null}
        {canHide ? (
          <ActionButton
            label={marked ? t('Unmark sensitive') : t('Mark sensitive')}
            busyLabel={sensitive.variables ? t('Marking…') : t('Unmarking…')}
            busy={sensitive.isPending}
            shortcut="s"
            Icon={marked ? ShieldOff : ShieldAlert}
            onPress={() => sensitive.mutate(!marked)}
          />
        ) : null}
        {mayBan && report.author ? (
          <ActionButton
            label={banned ? t('Unban user') : t('Ban user')}
            busyLabel={ban.variables ? t('Banning…') : t('Unbanning…')}
            busy={ban.isPending}
            shortcut="b"
            Icon={banned ? UserCheck : Ban}
            variant={banned ? 'secondary' : 'danger'}
            onPress={() => ban.mutate(!banned)}
          />
        ) : null}
        <ActionButton
          label={report.resolved ? t('Mark unresolved') : t('Mark resolved')}
          busyLabel={resolve.variables ? t('Resolving…') : t('Reopening…')}
          busy={resolve.isPending}
          shortcut="r"
          Icon={report.resolved ? RotateCcw : CircleCheck}
          variant={report.resolved ? 'secondary' : 'primary'}
          onPress={() => resolve.mutate(!report.resolved)}
        />
        <Button variant="ghost" size="sm" aria-expanded={historyOpen} aria-controls={historyId} onClick={() => setHistoryOpen((open) => !open)}>
          <History aria-hidden className="size-4" />
          {t('History')}
          <ChevronDown aria-hidden className={`size-4 transition-transform ${historyOpen ? 'rotate-180' : ''}`} />
        </Button>
      </div>
      <div id={historyId} hidden={!historyOpen} className="border-t border-zinc-800 pt-3">
        {historyOpen ? <ReportHistory reportId={report.id} /> : null}
      </div>
    </>
  );
}
