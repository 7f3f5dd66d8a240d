import { Check, ChevronDown, Captions } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMenuButton } from '../../../hooks/use-menu-button.ts';
import { captionLanguageName } from './caption-language.ts';
import type { VideoCaptions } from './use-video-captions.ts';

const roundButton = 'flex size-10 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60 aria-pressed:bg-white aria-pressed:text-black';

/**
 * The CC control of every card and player (issue 41), shown only when the video has tracks: a toggle
 * (aria-pressed), and with several languages a menu to choose one (arrow keys move, Escape closes). The
 * choice is the viewer's, for every video (use-caption-choice.ts).
 */
export function CaptionsButton({ captions }: { captions: VideoCaptions }) {
  const { t } = useTranslation('common');
  if (captions.tracks.length === 0) return null;
  return (
    <div className="flex items-center gap-1">
      <button type="button" aria-pressed={captions.on} onClick={() => captions.setOn(!captions.on)} aria-label={t('Captions')} className={roundButton}>
        <Captions aria-hidden="true" className="size-5" />
      </button>
      {captions.tracks.length > 1 ? <CaptionLanguageMenu captions={captions} /> : null}
    </div>
  );
}

function CaptionLanguageMenu({ captions }: { captions: VideoCaptions }) {
  const { t } = useTranslation('common');
  const { open, setOpen, rootRef, buttonProps, menuProps } = useMenuButton();
  const shown = captions.language;
  return (
    <div ref={rootRef} className="relative">
      <button {...buttonProps} aria-label={t('Captions language')} className="flex h-10 items-center rounded-full bg-black/40 px-1.5 text-white hover:bg-black/60">
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div {...menuProps} aria-label={t('Captions language')} className="absolute top-12 start-0 z-20 w-44 rounded-xl bg-zinc-900 p-1.5 text-zinc-100 shadow-2xl ring-1 ring-white/10">
          {captions.tracks.map((track) => (
            <button
              key={track.language}
              type="button"
              role="menuitemradio"
              aria-checked={track.language === shown}
              onClick={() => {
                captions.setLanguage(track.language);
                setOpen(false);
              }}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none"
            >
              <Check aria-hidden="true" className={`size-4 ${track.language === shown ? '' : 'invisible'}`} />
              {captionLanguageName(track.language)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
