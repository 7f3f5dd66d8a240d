import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CalendarClock, FileClock, MapPin, Upload, X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../components/ui/toast.ts';
import { CAPTION_MAX } from '../../../shared/content.schema.ts';
import type { Place } from '../../api/places-api.ts';
import type { Sound } from '../../api/sounds-api.ts';
import { MentionSuggestions } from '../../components/mentions/mention-suggestions.tsx';
import { useMentionSuggestions } from '../../components/mentions/use-mention-suggestions.ts';
import { Button } from '../../components/ui/button.tsx';
import { videoFileProblem } from '../../lib/validate-file.ts';
import { PlacePickerDialog } from '../../components/places/place-picker-dialog.tsx';
import type { UploadFields } from '../../api/uploads-api.ts';
import { SoundPicker } from '../../components/sounds/sound-picker.tsx';
import { DEFAULT_VIDEO_SETTINGS, VideoSettingsFields, type VideoSettingsValue } from '../../components/video/video-settings-fields.tsx';
import type { VideoLanguage } from '../../../shared/video-language.ts';
import { LanguageSelect, uploadLanguage } from './language-select.tsx';
import { AltTextField } from '../../components/video/alt-text-field.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { CaptionsFileField, type UploadCaptions } from './captions-file-field.tsx';
import { ScheduleField } from '../../components/video/schedule-field.tsx';
import { withOffset } from '../../components/video/schedule-time.ts';

const fieldClasses =
  'rounded-lg border border-zinc-700 bg-zinc-900 px-3 py-2 text-base text-zinc-50 placeholder:text-zinc-500 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60 disabled:opacity-60';

interface UploadFormProps {
  /** Uploading or waiting for the transcode and caption: the fields and the button are locked. */
  busy: boolean;
  onSubmit: (fields: UploadFields, file: File, captions: UploadCaptions | null) => void;
  onReset: () => void;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Spec §2 "Upload": caption, video file, optional place, optional library sound (issue 11), who can watch,
 * the sensitive mark and who can comment (issue 38), the language (issue 39), alt text and a captions file (issue 41),
 * Schedule for later and Save draft (issue 42), and Reset; the files are checked before any byte leaves.
 */
export function UploadForm({ busy, onSubmit, onReset }: UploadFormProps) {
  const { t } = useTranslation('upload');
  const [caption, setCaption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [sound, setSound] = useState<Sound | null>(null);
  const [settings, setSettings] = useState<VideoSettingsValue>(DEFAULT_VIDEO_SETTINGS);
  /** Null until the uploader picks one: the caption's detected language is shown and sent. */
  const [language, setLanguage] = useState<VideoLanguage | null>(null);
  const [altText, setAltText] = useState('');
  const [captionsFile, setCaptionsFile] = useState<string | null>(null);
  /** Null until the uploader picks one: the track takes the video's language, else the app's. */
  const [captionsLanguage, setCaptionsLanguage] = useState<string | null>(null);
  /** Issue 42: post later, at a time in the creator's time zone (a datetime-local value, '' until chosen). */
  const [scheduling, setScheduling] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  /** Bumped by Reset: remounting the sound picker (and the captions field) clears their state too. */
  const [resetKey, setResetKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const captionInput = useRef<HTMLTextAreaElement>(null);
  // Typing '@' in the caption suggests people to mention (issue 37).
  const mentions = useMentionSuggestions({ value: caption, onValueChange: setCaption, inputRef: captionInput });
  const captionId = useId();
  const fileId = useId();

  const accept = (candidate: File | null): candidate is File => {
    if (!candidate) return false;
    const problem = videoFileProblem(candidate);
    if (!problem) return true;
    toast.error(t(problem.title), { description: problem.description && t(problem.description) });
    return false;
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (accept(chosen)) {
      setFile(chosen);
      return;
    }
    setFile(null);
    event.target.value = '';
  };

  /** Upload posts it; Save draft keeps it in the Drafts tab (issue 42). */
  const send = (draft: boolean) => {
    if (busy || !accept(file)) return;
    const videoLanguage = uploadLanguage(language, caption);
    const captions = captionsFile ? { language: captionsLanguage ?? videoLanguage ?? currentLocale(), vtt: captionsFile } : null;
    const later = !draft && scheduling && publishAt ? { publishAt: withOffset(publishAt) } : {};
    onSubmit({ caption: caption.trim(), placeId: place?.id ?? null, musicTrackId: sound?.id ?? null, settings, language: videoLanguage, altText: altText.trim(), draft, ...later }, file, captions);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  const reset = () => {
    setCaption('');
    setFile(null);
    setPlace(null);
    setSound(null);
    setSettings(DEFAULT_VIDEO_SETTINGS);
    setLanguage(null);
    setAltText('');
    setCaptionsFile(null);
    setCaptionsLanguage(null);
    setScheduling(false);
    setPublishAt('');
    setResetKey((key) => key + 1);
    if (fileInput.current) fileInput.current.value = '';
    onReset();
  };

  return (
    <>
      <form onSubmit={submit} onReset={reset} aria-label={t('Upload Video')} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={captionId} className="text-sm font-medium text-zinc-300">
            {t('Caption')}
          </label>
          <textarea
            ref={captionInput}
            id={captionId}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            {...mentions.fieldProps}
            rows={3}
            maxLength={CAPTION_MAX}
            disabled={busy}
            placeholder={t('Say something about your video')}
            className={fieldClasses}
          />
          <MentionSuggestions list={mentions.list} placement="below" />
        </div>
        <LanguageSelect caption={caption} picked={language} onPick={setLanguage} disabled={busy} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-zinc-300">
            {t('Video file')}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="video/*"
            onChange={chooseFile}
            disabled={busy}
            className="text-sm text-zinc-300 file:me-3 file:rounded-full file:border-0 file:bg-zinc-800 file:px-4 file:py-2 file:font-semibold file:text-zinc-100 hover:file:bg-zinc-700"
          />
          {file ? <p className="text-sm text-zinc-400">{`${file.name} · ${megabytes(file.size)}`}</p> : null}
        </div>
        <AltTextField value={altText} onChange={setAltText} disabled={busy} />
        <CaptionsFileField
          key={resetKey}
          onFile={setCaptionsFile}
          language={captionsLanguage ?? uploadLanguage(language, caption) ?? currentLocale()}
          onLanguage={setCaptionsLanguage}
          disabled={busy}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-zinc-300">{t('Place (optional)')}</span>
          {place ? (
            <div className="flex items-center gap-2 rounded-lg bg-zinc-900 px-3 py-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-pink-400" />
              <span data-testid="chosen-place" className="min-w-0 flex-1 truncate">{`${place.name} — ${place.type}`}</span>
              <button type="button" onClick={() => setPlace(null)} disabled={busy} aria-label={t('Remove place')} className="rounded-full p-1 text-zinc-400 hover:bg-white/10 hover:text-white">
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)} disabled={busy} className="self-start">
              <MapPin aria-hidden="true" className="size-4" />
              {t('Add place')}
            </Button>
          )}
        </div>
        <SoundPicker key={resetKey} value={sound} onChange={setSound} disabled={busy} />
        <VideoSettingsFields value={settings} onChange={setSettings} disabled={busy} />
        <div className="flex flex-col gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-zinc-300">
            <input type="checkbox" checked={scheduling} onChange={(event) => setScheduling(event.target.checked)} disabled={busy} className="size-4 accent-pink-500" />
            {t('Schedule for later')}
          </label>
          {scheduling ? <ScheduleField value={publishAt} onChange={setPublishAt} disabled={busy} /> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy || !file || (scheduling && !publishAt)} className="flex-1">
            {scheduling ? <CalendarClock aria-hidden="true" className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
            {scheduling ? t('Schedule') : t('Upload')}
          </Button>
          <Button variant="secondary" disabled={busy || !file} onClick={() => send(true)}>
            <FileClock aria-hidden="true" className="size-4" />
            {t('Save draft')}
          </Button>
          <Button type="reset" variant="ghost">
            {t('Reset')}
          </Button>
        </div>
      </form>
      <PlacePickerDialog open={pickerOpen} onClose={() => setPickerOpen(false)} onSelect={setPlace} />
    </>
  );
}
