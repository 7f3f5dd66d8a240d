import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS, type ReportReason, type ReportTargetKind } from '../../../shared/constants.ts';
import { i18n, msg } from '../../i18n/i18n.ts';

/**
 * The queue's words for each report reason and kind: the shared labels (REPORT_REASON_LABELS and
 * REPORT_TARGET_LABELS, translated in the `shared` catalogs), shown in the viewer's language.
 */
/** "3 reports on this video": one sentence per kind, since the noun changes the sentence in other languages. */
const COUNT_WORDS: Record<ReportTargetKind, string> = {
  video: msg('{{count}} reports on this video'),
  comment: msg('{{count}} reports on this comment'),
  profile: msg('{{count}} reports on this profile'),
  chat_message: msg('{{count}} reports on this message'),
  sound: msg('{{count}} reports on this sound'),
  story: msg('{{count}} reports on this story'),
};

export const reasonWord = (reason: ReportReason) => i18n.t(REPORT_REASON_LABELS[reason], { ns: 'admin' });
export const kindWord = (kind: ReportTargetKind) => i18n.t(REPORT_TARGET_LABELS[kind], { ns: 'admin' });
export const reportCountWords = (kind: ReportTargetKind, count: number) => i18n.t(COUNT_WORDS[kind], { ns: 'admin', count });
