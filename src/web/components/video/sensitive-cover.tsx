import { EyeOff } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SENSITIVE_FALLBACK_WARNING } from '../../../shared/audience.ts';

/**
 * What a sensitive video shows until the viewer chooses to see it (issue 38): the poster under it blurred
 * beyond recognition, the creator's or moderator's warning ("Sensitive content" when none) and a Show button.
 * Laid over the media, so the caller keeps its own layout; the caller also holds the video back until shown.
 */
export function SensitiveCover({ warning, onShow, compact = false }: { warning: string | null; onShow: () => void; compact?: boolean }) {
  const { t } = useTranslation('common');
  const text = warning ?? t(SENSITIVE_FALLBACK_WARNING);
  return (
    <div
      data-testid="sensitive-cover"
      role="group"
      aria-label={t('Content warning: {{text}}', { text })}
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-black/50 p-3 text-center backdrop-blur-3xl"
    >
      <EyeOff aria-hidden="true" className={compact ? 'size-5 text-zinc-200' : 'size-8 text-zinc-200'} />
      <p className={compact ? 'line-clamp-3 text-xs font-semibold text-zinc-50' : 'max-w-xs text-base font-semibold text-zinc-50'}>{text}</p>
      <button
        type="button"
        onClick={(event) => {
          // Inside a card or a tile's link: showing must not also open, pop or pause what is underneath.
          event.preventDefault();
          event.stopPropagation();
          onShow();
        }}
        className={`rounded-full bg-white/90 font-semibold text-black hover:bg-white focus-visible:outline-2 focus-visible:outline-pink-400 ${compact ? 'px-3 py-1 text-xs' : 'px-5 py-2 text-sm'}`}
      >
        {t('Show')}
      </button>
    </div>
  );
}
