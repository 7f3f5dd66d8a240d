import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CaptionLanguageSelect } from '../../components/video/captions/caption-language-select.tsx';
import { readCaptionsFile } from '../../components/video/captions/read-captions-file.ts';

/** A captions file chosen at upload and already checked: sent as a track once the video exists. */
export interface UploadCaptions {
  language: string;
  vtt: string;
}

interface CaptionsFileFieldProps {
  /** The checked file's text, or null. */
  onFile: (vtt: string | null) => void;
  /** The track's language: the one picked, else the video's, else the app's. */
  language: string;
  onLanguage: (language: string) => void;
  disabled?: boolean;
}

/**
 * "Captions file (WebVTT)" with its language (issue 41): optional, checked with the server's reader before
 * the upload starts. Reset remounts it (a key), which clears the file and any problem shown.
 */
export function CaptionsFileField({ onFile, language, onLanguage, disabled }: CaptionsFileFieldProps) {
  const { t } = useTranslation('upload');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setProblem(null);
    onFile(null);
    if (!chosen) return;
    const read = await readCaptionsFile(chosen);
    if (read.ok) onFile(read.text);
    else setProblem(read.message);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-zinc-300">
          {t('Captions file (WebVTT)')}
        </label>
        <input
          id={id}
          type="file"
          accept=".vtt,text/vtt"
          onChange={(event) => void choose(event)}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="text-sm text-zinc-300 file:me-3 file:rounded-full file:border-0 file:bg-zinc-800 file:px-4 file:py-2 file:font-semibold file:text-zinc-100 hover:file:bg-zinc-700"
        />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-300">
            {t(problem)}
          </p>
        ) : null}
      </div>
      <CaptionLanguageSelect value={language} onChange={onLanguage} disabled={disabled} />
    </div>
  );
}
