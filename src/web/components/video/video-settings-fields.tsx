import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  COMMENT_POLICIES, COMMENT_POLICY_LABELS, CONTENT_WARNING_MAX, VIDEO_VISIBILITIES, VISIBILITY_HINTS, VISIBILITY_LABELS,
  type CommentPolicy, type VideoVisibility,
} from '../../../shared/audience.ts';
import { Input } from '../ui/input.tsx';

/**
 * Who can watch, the sensitive mark and who can comment (issue 38), as the upload form and the edit dialog
 * show them. `commentPolicy` null: not chosen, so the server applies the account's default.
 */
export interface VideoSettingsValue {
  visibility: VideoVisibility;
  sensitive: boolean;
  contentWarning: string;
  commentPolicy: CommentPolicy | null;
}

export const DEFAULT_VIDEO_SETTINGS: VideoSettingsValue = { visibility: 'public', sensitive: false, contentWarning: '', commentPolicy: null };

const optionClasses = 'flex items-center gap-3 rounded-lg bg-zinc-900 px-3 py-2 has-checked:ring-2 has-checked:ring-pink-500';

interface Props {
  value: VideoSettingsValue;
  onChange: (value: VideoSettingsValue) => void;
  disabled?: boolean;
}

export function VideoSettingsFields({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  const set = (change: Partial<VideoSettingsValue>) => onChange({ ...value, ...change });
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('Who can watch')}</legend>
        {VIDEO_VISIBILITIES.map((option) => (
          <div key={option} className={optionClasses}>
            <input
              id={`${id}-watch-${option}`}
              type="radio"
              name={`${id}-visibility`}
              value={option}
              checked={value.visibility === option}
              onChange={() => set({ visibility: option })}
              aria-describedby={`${id}-watch-${option}-hint`}
              disabled={disabled}
              className="size-4 accent-pink-500"
            />
            <div className="flex flex-1 flex-col">
              <label htmlFor={`${id}-watch-${option}`} className="cursor-pointer font-medium">
                {t(VISIBILITY_LABELS[option])}
              </label>
              <span id={`${id}-watch-${option}-hint`} className="text-sm text-zinc-300">
                {t(VISIBILITY_HINTS[option])}
              </span>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3">
        <label className="flex items-center justify-between gap-3 rounded-lg bg-zinc-900 px-3 py-2">
          <span className="flex flex-col">
            <span className="font-medium">{t('Sensitive content')}</span>
            <span className="text-sm text-zinc-300">{t('Viewers see a blurred cover and your warning until they choose to watch')}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={value.sensitive}
            onChange={(event) => set({ sensitive: event.target.checked, contentWarning: event.target.checked ? value.contentWarning : '' })}
            disabled={disabled}
            className="size-5 shrink-0 accent-pink-600"
          />
        </label>
        {value.sensitive ? (
          <Input
            label={t('Content warning (optional)')}
            hint={t('Shown over the video; "Sensitive content" when empty')}
            value={value.contentWarning}
            onChange={(event) => set({ contentWarning: event.target.value })}
            maxLength={CONTENT_WARNING_MAX}
            disabled={disabled}
            placeholder={t('e.g. Flashing lights')}
          />
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('Who can comment')}</legend>
        {value.commentPolicy === null ? <p className="text-sm text-zinc-400">{t("Your account's default applies unless you choose")}</p> : null}
        <div className="grid grid-cols-3 gap-2">
          {COMMENT_POLICIES.map((option) => (
            <label key={option} className={`${optionClasses} cursor-pointer justify-center`}>
              <input
                type="radio"
                name={`${id}-comments`}
                value={option}
                checked={value.commentPolicy === option}
                onChange={() => set({ commentPolicy: option })}
                disabled={disabled}
                className="size-4 accent-pink-500"
              />
              {t(COMMENT_POLICY_LABELS[option])}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
