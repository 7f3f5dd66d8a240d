import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../ui/toast.ts';
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTargetKind } from '../../../shared/constants.ts';
import { firstIssueMessage, reportSchema } from '../../../shared/content.schema.ts';
import { REPORT_MESSAGES } from '../../../shared/feed-messages.ts';
import { ApiError } from '../../api/client.ts';
import { videosApi } from '../../api/videos-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { msg } from '../../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { i18n } from '../../i18n/i18n.ts';

/** The dialog's title for each kind ('Report Video', spec §2). */
const TITLES: Record<ReportTargetKind, string> = {
  video: msg('Report Video'),
  comment: msg('Report Comment'),
  profile: msg('Report Profile'),
  chat_message: msg('Report Message'),
  sound: msg('Report Sound'),
  story: msg('Report Story'),
};

/** The reasons' question for each kind, a whole sentence per kind. */
const QUESTIONS: Record<ReportTargetKind, string> = {
  video: msg('Why are you reporting this video?'),
  comment: msg('Why are you reporting this comment?'),
  profile: msg('Why are you reporting this profile?'),
  chat_message: msg('Why are you reporting this message?'),
  sound: msg('Why are you reporting this sound?'),
  story: msg('Why are you reporting this story?'),
};

/** What is reported: a video, comment, profile, chat message, sound or story (decision 047). */
export interface ReportTarget {
  kind: ReportTargetKind;
  id: string;
}

/**
 * Spec §2 "Report dialog" and §5 "Report": a reason (required), optional details up to 500 characters
 * with a live counter, checked by the shared report schema before it is sent. Titled 'Report Video' for a
 * video as the spec says, and 'Report Comment', 'Report Profile'... for the other targets.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { user } = useAuth();
  const { t } = useTranslation('common');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const detailsId = useId();
  const counterId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!user) {
      toast.error(i18n.t(REPORT_MESSAGES.loginRequired));
      return;
    }
    const parsed = reportSchema.safeParse({ targetKind: target.kind, targetId: target.id, reason: reason ?? undefined, details });
    if (!parsed.success) {
      const message = t(firstIssueMessage(parsed.error));
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await videosApi.report(parsed.data);
      toast.success(i18n.t(REPORT_MESSAGES.success));
      onClose();
    } catch (failure) {
      console.error('Failed to submit report', failure);
      // The server's own words ('You have already reported this comment', 'Comment not found') say more than the generic failure.
      toast.error(failure instanceof ApiError && [400, 404, 409].includes(failure.status) ? failure.message : i18n.t(REPORT_MESSAGES.failed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t(reportTitle(target.kind))}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
          <legend className="mb-2 text-sm font-medium text-zinc-300">{t(QUESTIONS[target.kind])}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-white/5">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
                className="size-4 accent-pink-600"
              />
              <span>{t(REPORT_REASON_LABELS[value])}</span>
            </label>
          ))}
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-400">
              {error}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={detailsId} className="text-sm font-medium text-zinc-300">
            {t('Additional details (optional)')}
          </label>
          <textarea
            id={detailsId}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(event) => setDetails(event.target.value.slice(0, REPORT_DETAILS_MAX))}
            aria-describedby={counterId}
            rows={4}
            className="resize-none rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-zinc-50 placeholder:text-zinc-500 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60"
            placeholder={t('Tell us more about the problem')}
          />
          <p id={counterId} className="text-end text-xs text-zinc-400">
            {t('{{length}}/{{max}} characters', { length: details.length, max: REPORT_DETAILS_MAX })}
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? t(REPORT_MESSAGES.submitting) : t(REPORT_MESSAGES.submit)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** 'Report Video' (spec §2) and the same for every other kind, in English: the dialog shows it with t(). */
export const reportTitle = (kind: ReportTargetKind) => TITLES[kind];
