import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PROMPT_OVERLAY_DELAY_MS, PROMPT_OVERLAY_VISIBLE_MS } from '../../../../shared/constants.ts';
import { PROMPT_VARIANTS, type PromptVariant } from '../../../../shared/feed-messages.ts';

type Phase = 'waiting' | 'shown' | 'done';

/**
 * Spec §4 "Prompt overlay": hidden, then 3 s after the card mounts one random prompt shows for 3 s and
 * hides. A click hides it and acts (pop, open comments, or share).
 */
export function PromptOverlay({ onAct }: { onAct: (kind: PromptVariant['kind']) => void }) {
  const { t } = useTranslation('feed');
  const [variant] = useState(() => PROMPT_VARIANTS[Math.floor(Math.random() * PROMPT_VARIANTS.length)]);
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    const show = setTimeout(() => setPhase('shown'), PROMPT_OVERLAY_DELAY_MS);
    const hide = setTimeout(() => setPhase('done'), PROMPT_OVERLAY_DELAY_MS + PROMPT_OVERLAY_VISIBLE_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, []);

  if (phase !== 'shown') return null;
  return (
    <button
      type="button"
      data-testid="prompt-overlay"
      data-variant={variant.kind}
      onClick={() => {
        setPhase('done');
        onAct(variant.kind);
      }}
      className="absolute top-1/4 left-1/2 z-10 max-w-[85%] -translate-x-1/2 animate-prompt-in rounded-full bg-black/60 px-4 py-2 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 backdrop-blur-md hover:bg-black/75"
    >
      {t(variant.text)}
    </button>
  );
}
