import { useTranslation } from '../../i18n/use-translation.ts';
import { FILTER_INTENSITY, VIDEO_FILTERS } from '../../../shared/constants.ts';
import { msg } from '../../i18n/i18n.ts';
import type { EditState } from './use-edit-recipe.ts';
import { EditorSlider, percent } from './editor-slider.tsx';

/** Each filter's name on its button: the spec's name with a capital. */
const FILTER_NAMES: Record<EditState['filter'], string> = {
  none: msg('None'),
  neon: msg('Neon'),
  chrome: msg('Chrome'),
  vhs: msg('Vhs'),
  noir: msg('Noir'),
  vibrance: msg('Vibrance'),
  blur: msg('Blur'),
  speed: msg('Speed'),
};

/** Spec §3 "Filters" with the intensity of §9 (0–100 in steps of 5, default 100), previewed live. */
export function FiltersPanel({ edit, update }: { edit: EditState; update: (patch: Partial<EditState>) => void }) {
  const { t } = useTranslation('editor');
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('Filter')} className="grid grid-cols-4 gap-2">
        {VIDEO_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={edit.filter === filter}
            onClick={() => update({ filter })}
            className={`rounded-xl px-2 py-3 text-sm font-semibold ring-1 ${
              edit.filter === filter ? 'bg-pink-600 text-white ring-pink-400' : 'bg-zinc-900 text-zinc-200 ring-white/10 hover:bg-zinc-800'
            }`}
          >
            {t(FILTER_NAMES[filter])}
          </button>
        ))}
      </div>
      <EditorSlider
        label={t('Intensity')}
        value={edit.intensity}
        min={FILTER_INTENSITY.min}
        max={FILTER_INTENSITY.max}
        step={FILTER_INTENSITY.step}
        format={percent}
        onChange={(intensity) => update({ intensity })}
      />
    </div>
  );
}
