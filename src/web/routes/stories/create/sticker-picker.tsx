import { useTranslation } from '../../../i18n/use-translation.ts';
import { EMOJI_STICKERS } from '../../../../shared/constants.ts';
import { STICKER_EMOJI } from '../../../../shared/story.schema.ts';
import { msg } from '../../../i18n/i18n.ts';
import type { StickerName } from './story-draft.ts';

/** Each sticker's name, as its tooltip and screen readers say it ('100' is a number in every language). */
export const STICKER_NAMES: Record<StickerName, string> = {
  heart: msg('heart'),
  fire: msg('fire'),
  laughing: msg('laughing'),
  'heart-eyes': msg('heart-eyes'),
  party: msg('party'),
  clap: msg('clap'),
  '100': '100',
  sparkles: msg('sparkles'),
};

interface StickerPickerProps {
  value: StickerName | null;
  onChange: (sticker: StickerName | null) => void;
  disabled?: boolean;
}

/** The eight stickers (spec §3); one at a time, and pressing the chosen one again takes it off. */
export function StickerPicker({ value, onChange, disabled }: StickerPickerProps) {
  const { t } = useTranslation('stories');
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('Sticker')}</legend>
      <div className="grid grid-cols-8 gap-1">
        {EMOJI_STICKERS.map((name) => {
          const chosen = value === name;
          const label = t(STICKER_NAMES[name]);
          return (
            <button
              key={name}
              type="button"
              aria-label={t('Sticker {{name}}', { name: label })}
              aria-pressed={chosen}
              title={label}
              disabled={disabled}
              onClick={() => onChange(chosen ? null : name)}
              className={`flex aspect-square items-center justify-center rounded-xl text-2xl transition-colors focus-visible:outline-2 focus-visible:outline-pink-400 disabled:opacity-50 ${chosen ? 'bg-pink-600/30 ring-2 ring-pink-500' : 'bg-zinc-900 hover:bg-zinc-800'}`}
            >
              <span aria-hidden="true">{STICKER_EMOJI[name]}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
