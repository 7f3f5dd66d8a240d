import { useTranslation } from '../../i18n/use-translation.ts';
import { SPEED_RANGE } from '../../../shared/constants.ts';
import type { EditState } from './use-edit-recipe.ts';
import { EditorSlider } from './editor-slider.tsx';

const speedLabel = (speed: number) => `${speed}×`;

/**
 * Effects: the playback speed of spec §9 (0.75–1.5 in steps of 0.25). The sound speeds up with the picture,
 * pitch and all, in the preview as in the export.
 */
export function EffectsPanel({ edit, update }: { edit: EditState; update: (patch: Partial<EditState>) => void }) {
  const { t } = useTranslation('editor');
  return (
    <div className="flex flex-col gap-4">
      <EditorSlider label={t('Speed')} value={edit.speed} min={SPEED_RANGE.min} max={SPEED_RANGE.max} step={SPEED_RANGE.step} format={speedLabel} onChange={(speed) => update({ speed })} />
      <p className="text-sm text-zinc-400">
        {edit.speed === 1 ? t('Normal speed.') : t('The kept part plays in {{seconds}} s.', { seconds: ((edit.trimEnd - edit.trimStart) / edit.speed).toFixed(1) })}
      </p>
    </div>
  );
}
