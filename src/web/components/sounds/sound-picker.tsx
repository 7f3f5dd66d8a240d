import { useEffect, useRef, type Ref } from 'react';
import { Music, X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Sound } from '../../api/sounds-api.ts';
import { i18n } from '../../i18n/i18n.ts';
import { formatSoundDuration } from './sound-format.ts';
import { SoundPickerResults } from './sound-picker-results.tsx';
import { SoundPreviewButton } from './sound-preview-button.tsx';
import { useSoundPreview } from './use-sound-preview.ts';

export interface SoundPickerProps {
  /** The chosen sound, or null while choosing. */
  value: Sound | null;
  onChange: (sound: Sound | null) => void;
  /** The group's legend; 'Sound (optional)' unless told. */
  label?: string;
  /** Locks choosing, clearing and previews (an upload in flight); a playing preview stops. */
  disabled?: boolean;
  /** Focus the search box on mount (the picker was just opened by a button). */
  autoFocus?: boolean;
}

// The picker sits on other areas' screens (upload, the editor): its words start loading with its code, so
// opening it later never waits on them.
void i18n.loadNamespaces('sounds');

function ChosenSound({ sound, onClear, clearRef }: { sound: Sound; onClear: () => void; clearRef: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation('sounds');
  return (
    <div className="flex items-center gap-3 rounded-lg bg-zinc-900 px-3 py-2">
      <SoundPreviewButton sound={sound} />
      <div className="min-w-0 flex-1">
        <p data-testid="chosen-sound" className="truncate font-medium">{`${sound.title} — ${sound.artist}`}</p>
        <p className="truncate text-sm text-muted">{[sound.genre, formatSoundDuration(sound.duration)].filter(Boolean).join(' · ')}</p>
      </div>
      <button ref={clearRef} type="button" onClick={onClear} aria-label={t('Remove sound')} className="rounded-full p-2 text-zinc-300 hover:bg-white/10 hover:text-white">
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Choosing a library sound (the upload form, the editor's Music tab). The results disappear once one is
 * chosen, so focus moves to "Remove sound", and back to the search box after removing: keyboard users
 * never land on nothing.
 */
export function SoundPicker({ value, onChange, label, disabled = false, autoFocus = false }: SoundPickerProps) {
  const { t } = useTranslation('sounds');
  const { stop } = useSoundPreview();
  const clearRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<'clear' | 'search' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'clear') clearRef.current?.focus();
    if (focusNext.current === 'search') searchRef.current?.focus();
    focusNext.current = null;
  }, [value]);

  // Locked controls could not pause it otherwise.
  useEffect(() => {
    if (disabled) stop();
  }, [disabled, stop]);

  const choose = (sound: Sound | null) => {
    focusNext.current = sound ? 'clear' : 'search';
    onChange(sound);
  };

  return (
    <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-zinc-300">
        <Music aria-hidden="true" className="size-4 text-pink-400" />
        {label ?? t('Sound (optional)')}
      </legend>
      {value ? <ChosenSound sound={value} onClear={() => choose(null)} clearRef={clearRef} /> : <SoundPickerResults onChoose={choose} searchRef={searchRef} autoFocus={autoFocus} />}
    </fieldset>
  );
}
