import { useId, useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { CAPTION_CUE_TEXT_MAX, CAPTION_CUES_MAX } from '../../../../../shared/captions.ts';
import type { CaptionCue, CaptionTrack } from '../../../../api/captions-api.ts';
import { Button } from '../../../ui/button.tsx';
import { captionLanguageName } from '../../../video/captions/caption-language.ts';
import { i18n } from '../../../../i18n/i18n.ts';

/** A row as typed: seconds stay text until saved, so a half-typed number is not rewritten under the cursor. */
interface CueRow {
  key: number;
  start: string;
  end: string;
  text: string;
}

const fieldClasses =
  'w-full rounded-lg border border-zinc-700 bg-zinc-900 px-2 py-1.5 text-base text-zinc-50 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60';

let nextKey = 0;
const row = (cue?: CaptionCue): CueRow => ({ key: nextKey++, start: String(cue?.start ?? 0), end: String(cue?.end ?? 2), text: cue?.text ?? '' });

/** The rows as cues, or what the creator must fix first (in their words, with the cue's number). */
function checkRows(rows: CueRow[]): { cues: CaptionCue[] } | { problem: string } {
  const cues: CaptionCue[] = [];
  for (const [index, cue] of rows.entries()) {
    const number = index + 1;
    const start = Number(cue.start);
    const end = Number(cue.end);
    if (cue.start.trim() === '' || cue.end.trim() === '' || !Number.isFinite(start) || !Number.isFinite(end) || start < 0) {
      return { problem: i18n.t('Cue {{number}} needs a start and an end in seconds', { ns: 'feed', number }) };
    }
    if (end <= start) return { problem: i18n.t('Cue {{number}} ends before it starts', { ns: 'feed', number }) };
    if (!cue.text.trim()) return { problem: i18n.t('Cue {{number}} has no text', { ns: 'feed', number }) };
    cues.push({ start, end, text: cue.text.trim() });
  }
  if (cues.length === 0) return { problem: i18n.t('Add at least one cue', { ns: 'feed' }) };
  return { cues };
}

interface CueEditorProps {
  language: string;
  initial: CaptionCue[];
  saving: boolean;
  onSave: (cues: CaptionCue[], status: CaptionTrack['status']) => void;
  onCancel: () => void;
}

/** Cues written or corrected by hand (an automatic draft above all): start, end and text per row. */
export function CueEditor({ language, initial, saving, onSave, onCancel }: CueEditorProps) {
  const { t } = useTranslation('feed');
  const problemId = useId();
  const [rows, setRows] = useState<CueRow[]>(() => (initial.length ? initial.map(row) : [row()]));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: number, patch: Partial<CueRow>) => setRows((now) => now.map((cue) => (cue.key === key ? { ...cue, ...patch } : cue)));

  const save = (status: CaptionTrack['status']) => (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkRows(rows);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    onSave(checked.cues, status);
  };
  const addCue = () => {
    const last = rows.at(-1);
    const start = last ? Number(last.end) || 0 : 0;
    setRows((now) => [...now, row({ start, end: start + 2, text: '' })]);
  };

  return (
    <form onSubmit={save('published')} aria-label={t('{{language}} cues', { language: captionLanguageName(language) })} className="flex flex-col gap-3">
      <h3 className="font-semibold">{t('{{language}} cues', { language: captionLanguageName(language) })}</h3>
      <ol className="flex flex-col gap-3">
        {rows.map((cue, index) => (
          <li key={cue.key}>
            <fieldset className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 rounded-lg bg-zinc-800/70 p-2.5">
              <legend className="sr-only">{t('Cue {{number}}', { number: index + 1 })}</legend>
              <label className="flex flex-col gap-1 text-xs text-zinc-300">
                {t('Start (seconds)')}
                <input type="number" min={0} step={0.1} inputMode="decimal" value={cue.start} onChange={(e) => set(cue.key, { start: e.target.value })} className={fieldClasses} />
              </label>
              <label className="flex flex-col gap-1 text-xs text-zinc-300">
                {t('End (seconds)')}
                <input type="number" min={0} step={0.1} inputMode="decimal" value={cue.end} onChange={(e) => set(cue.key, { end: e.target.value })} className={fieldClasses} />
              </label>
              <Button variant="ghost" size="icon" disabled={rows.length === 1} onClick={() => setRows((now) => now.filter((other) => other.key !== cue.key))} aria-label={t('Remove cue {{number}}', { number: index + 1 })}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
              <label className="col-span-3 flex flex-col gap-1 text-xs text-zinc-300">
                {t('Text')}
                <textarea rows={2} maxLength={CAPTION_CUE_TEXT_MAX} value={cue.text} onChange={(e) => set(cue.key, { text: e.target.value })} className={fieldClasses} />
              </label>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={addCue} disabled={rows.length >= CAPTION_CUES_MAX} className="self-start">
        <Plus aria-hidden="true" className="size-4" />
        {t('Add cue')}
      </Button>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {t('Publish')}
        </Button>
        <Button variant="secondary" size="sm" disabled={saving} onClick={() => save('draft')()}>
          {t('Save as draft')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
