import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { STUDIO_DEFAULT_RANGE, STUDIO_RANGES, type StudioRange } from '../../../shared/studio-analytics.ts';
import { STUDIO_TEXT } from './studio-text.ts';

/** The range in the URL (?days=7|28|60), so a reload or a shared link keeps it; anything else is the default. */
export function useStudioRange(): [StudioRange, (days: StudioRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (STUDIO_RANGES as readonly number[]).includes(asked) ? (asked as StudioRange) : STUDIO_DEFAULT_RANGE;
  return [days, (next) => setParams({ days: String(next) }, { replace: true })];
}

/** 7, 28 or 60 days as a radio group: arrow keys move between them, as in any radio group. */
export function RangePicker({ days, onChange }: { days: StudioRange; onChange: (days: StudioRange) => void }) {
  const { t } = useTranslation('studio');
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t(STUDIO_TEXT.range)}</legend>
      {STUDIO_RANGES.map((range) => (
        <label
          key={range}
          className="cursor-pointer rounded-full bg-zinc-800 px-4 py-1.5 text-sm font-semibold text-zinc-200 has-checked:bg-pink-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-pink-400"
        >
          <input type="radio" name="studio-range" value={range} checked={days === range} onChange={() => onChange(range)} className="sr-only" />
          {STUDIO_TEXT.days(range)}
        </label>
      ))}
    </fieldset>
  );
}
