import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClasses } from '../ui/button-styles.ts';
import { useSoundPreview } from './use-sound-preview.ts';

interface SoundPreviewButtonProps {
  sound: { id: string; title: string };
  /** 'lg' is the detail page's main control; rows use the default. */
  size?: 'md' | 'lg';
  className?: string;
  disabled?: boolean;
}

/**
 * Play/Pause for one sound's preview. The name stays "Preview <title>" and aria-pressed says whether it is
 * playing, so the control is announced the same way before and after a press.
 */
export function SoundPreviewButton({ sound, size = 'md', className = '', disabled }: SoundPreviewButtonProps) {
  const { t } = useTranslation('sounds');
  const { activeId, loadingId, toggle } = useSoundPreview();
  const active = activeId === sound.id;
  const Icon = loadingId === sound.id ? LoaderCircle : active ? Pause : Play;
  // 'icon' is the 44 px touch target; the detail page's control is larger still.
  const sizing = size === 'lg' ? 'size-14! shrink-0' : 'shrink-0';
  return (
    <button
      type="button"
      aria-label={t('Preview {{title}}', { title: sound.title })}
      aria-pressed={active}
      disabled={disabled}
      onClick={() => toggle(sound.id)}
      className={buttonClasses(active ? 'primary' : 'secondary', 'icon', `${sizing} ${className}`)}
    >
      <Icon aria-hidden="true" className={`${size === 'lg' ? 'size-6' : 'size-5'} ${loadingId === sound.id ? 'animate-spin' : ''}`} />
    </button>
  );
}
