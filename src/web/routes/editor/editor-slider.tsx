import { useId } from 'react';
import { i18n } from '../../i18n/i18n.ts';

interface EditorSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** How the value reads, beside the label and to screen readers (e.g. "1.25×", "12.5 s"). */
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled range input whose current value is shown and announced in the editor's words. */
export function EditorSlider({ label, value, min, max, step, format, onChange }: EditorSliderProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between text-sm">
        <label htmlFor={id} className="font-medium text-zinc-200">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-zinc-300">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-pink-500"
      />
    </div>
  );
}

export const seconds = (value: number) => i18n.t('{{value}} s', { ns: 'editor', value: value.toFixed(1) });
export const percent = (value: number) => `${value}%`;
