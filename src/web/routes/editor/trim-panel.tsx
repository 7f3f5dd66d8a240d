import { useTranslation } from '../../i18n/use-translation.ts';
import { EDITOR_TRIM_MAX_SECONDS, TRIM_STEP_SECONDS } from '../../../shared/constants.ts';
import type { EditState } from './use-edit-recipe.ts';
import { EditorSlider, seconds } from './editor-slider.tsx';

interface TrimPanelProps {
  edit: EditState;
  duration: number;
  setTrimStart: (value: number) => void;
  setTrimEnd: (value: number) => void;
}

/** Spec §5 and §9: the kept part ends within the video and lasts at most 60 s; both handles move in 0.1 s steps. */
export function TrimPanel({ edit, duration, setTrimStart, setTrimEnd }: TrimPanelProps) {
  const { t } = useTranslation('editor');
  const length = edit.trimEnd - edit.trimStart;
  return (
    <div className="flex flex-col gap-4">
      <EditorSlider label={t('Start')} value={edit.trimStart} min={0} max={Math.max(0, duration - 0.1)} step={TRIM_STEP_SECONDS} format={seconds} onChange={setTrimStart} />
      <EditorSlider label={t('End')} value={edit.trimEnd} min={0.1} max={duration} step={TRIM_STEP_SECONDS} format={seconds} onChange={setTrimEnd} />
      <p className="text-sm text-zinc-400">
        {t('Keeps {{kept}} of {{total}}. Up to {{max}} s.', { kept: seconds(length), total: seconds(duration), max: EDITOR_TRIM_MAX_SECONDS })}
      </p>
    </div>
  );
}
