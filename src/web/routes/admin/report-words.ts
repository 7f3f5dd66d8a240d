import type { ReportReason, ReportTargetKind } from '../../../shared/constants.ts';
import { i18n, msg } from '../../i18n/i18n.ts';

/**
 * The queue's words for each report reason and kind, the same English as REPORT_REASON_LABELS and
 * REPORT_TARGET_LABELS (src/shared/constants.ts), marked here and shown in the viewer's language.
 */
const REASON_WORDS: Record<ReportReason, string> = {
  spam: msg('Spam'),
  harassment: msg('Harassment or bullying'),
  hate: msg('Hate'),
  violence: msg('Violence'),
  nudity: msg('Nudity or sexual content'),
  child_safety: msg('Child safety'),
  self_harm: msg('Self-harm'),
  misinformation: msg('Misinformation'),
  intellectual_property: msg('Intellectual property'),
  other: msg('Other'),
};

const KIND_WORDS: Record<ReportTargetKind, string> = {
  video: msg('Video'),
  comment: msg('Comment'),
  profile: msg('Profile'),
  chat_message: msg('Message'),
  sound: msg('Sound'),
  story: msg('Story'),
};

/** "3 reports on this video": one sentence per kind, since the noun changes the sentence in other languages. */
const COUNT_WORDS: Record<ReportTargetKind, string> = {
  video: msg('{{count}} reports on this video'),
  comment: msg('{{count}} reports on this comment'),
  profile: msg('{{count}} reports on this profile'),
  chat_message: msg('{{count}} reports on this message'),
  sound: msg('{{count}} reports on this sound'),
  story: msg('{{count}} reports on this story'),
};

export const reasonWord = (reason: ReportReason) => i18n.t(REASON_WORDS[reason], { ns: 'admin' });
export const kindWord = (kind: ReportTargetKind) => i18n.t(KIND_WORDS[kind], { ns: 'admin' });
export const reportCountWords = (kind: ReportTargetKind, count: number) => i18n.t(COUNT_WORDS[kind], { ns: 'admin', count });
