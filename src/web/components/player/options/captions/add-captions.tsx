import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { PenLine, Upload } from 'lucide-react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { CaptionLanguageSelect } from '../../../video/captions/caption-language-select.tsx';
import { readCaptionsFile } from '../../../video/captions/read-captions-file.ts';

interface AddCaptionsProps {
  language: string;
  onLanguage: (language: string) => void;
  saving: boolean;
  /** Sends the checked file's text; `done` clears the field once the server kept it. */
  onUpload: (vtt: string, done: () => void) => void;
  onWrite: () => void;
}

/**
 * A track for one language: a WebVTT file, checked in the browser (parseWebVtt, the server's own reader)
 * before it is sent, or cues written by hand. A track already in that language is replaced.
 */
export function AddCaptions({ language, onLanguage, saving, onUpload, onWrite }: AddCaptionsProps) {
  const { t } = useTranslation('feed');
  const fileId = useId();
  const problemId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ text: string; cues: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(null);
    setProblem(null);
    if (!chosen) return;
    const read = await readCaptionsFile(chosen);
    if (read.ok) setFile({ text: read.text, cues: read.cues.length });
    else setProblem(read.message);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || saving) return;
    onUpload(file.text, () => {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    });
  };

  return (
    <form onSubmit={submit} aria-label={t('Add captions')} className="flex flex-col gap-3 border-t border-zinc-800 pt-4">
      <h3 className="font-semibold">{t('Add captions')}</h3>
      <CaptionLanguageSelect value={language} onChange={onLanguage} disabled={saving} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-zinc-300">
          {t('WebVTT file')}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".vtt,text/vtt"
          onChange={(event) => void choose(event)}
          disabled={saving}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="text-sm text-zinc-300 file:me-3 file:rounded-full file:border-0 file:bg-zinc-800 file:px-4 file:py-2 file:font-semibold file:text-zinc-100 hover:file:bg-zinc-700"
        />
        {problem ? (
          <p id={problemId} role="alert" className="text-sm text-red-300">
            {t(problem)}
          </p>
        ) : file ? (
          <p className="text-sm text-zinc-300">{t('Cues in this file: {{number}}', { number: file.cues })}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!file || saving}>
          <Upload aria-hidden="true" className="size-4" />
          {t('Upload captions')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onWrite} disabled={saving}>
          <PenLine aria-hidden="true" className="size-4" />
          {t('Write captions')}
        </Button>
      </div>
    </form>
  );
}
