import { VIDEO_SETTINGS_MESSAGES } from '../../../shared/audience.ts';
import { badRequest } from '../errors.ts';

/**
 * The sensitive mark and its warning after a change by the creator (upload, edit) or a moderator: a video
 * that is not sensitive keeps no warning, and a warning sent for one that will not be sensitive is refused
 * rather than silently dropped, so the client learns its mistake. `current` is the video as stored (none on
 * upload); an omitted field keeps what is stored.
 */
export function settledSensitivity(
  change: { sensitive?: boolean; contentWarning?: string | null },
  current: { sensitive: boolean; contentWarning: string | null } = { sensitive: false, contentWarning: null },
) {
  const sensitive = change.sensitive ?? current.sensitive;
  if (!sensitive) {
    if (change.contentWarning) throw badRequest(VIDEO_SETTINGS_MESSAGES.contentWarningNeedsSensitive);
    return { sensitive, contentWarning: null };
  }
  return { sensitive, contentWarning: change.contentWarning === undefined ? current.contentWarning : change.contentWarning };
}
