import { EMOJI_STICKERS } from '../../../../shared/constants.ts';
import { STICKER_EMOJI } from '../../../../shared/story.schema.ts';
import type { StickerName } from './story-draft.ts';

interface StickerPickerProps {
  value: StickerName | null;
  onChange: (sticker: StickerName | null) => void;
  disabled?: boolean;
}

/** The eight stickers (spec §3); one at a time, and pressing the chosen one again takes it off. */
export function StickerPicker({ value, onChange, disabled }: StickerPickerProps) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">Sticker</legend>
      <div className="grid grid-cols-8 gap-1">
        {EMOJI_STICKERS.map((name) => {
          const chosen = value === name;
          return (
            <button
              key={name}
              type="button"
              aria-label={`Sticker ${name}`}
              aria-pressed={chosen}
              title={name}
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
