import { useId } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { CAPTION_MESSAGES } from '../../../../../shared/captions.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { useCaptions } from './use-captions.ts';

/**
 * "Generate captions": the server's speech model writes a draft track for the creator to review and publish.
 * Disabled, with the reason, where the server has no model; while it works, the list is polled (use-captions.ts).
 */
export function GenerateCaptions({ captions, language }: { captions: ReturnType<typeof useCaptions>; language: string }) {
  const { t } = useTranslation('feed');
  const hintId = useId();
  const transcription = captions.list.data?.transcription;
  if (!transcription) return null;
  const pending = transcription.status === 'pending' || captions.transcribe.isPending;
  return (
    <section aria-label={t('Automatic captions')} className="flex flex-col gap-2 border-t border-zinc-800 pt-4">
      <h3 className="font-semibold">{t('Automatic captions')}</h3>
      {pending ? (
        <div className="flex items-center gap-2 text-sm text-zinc-300">
          <Spinner label={t('Making captions')} className="[&_svg]:size-5" />
          {t('Making captions. The draft appears here when it is ready.')}
        </div>
      ) : (
        <>
          <Button
            size="sm"
            variant="secondary"
            disabled={!transcription.available}
            aria-describedby={hintId}
            onClick={() => captions.transcribe.mutate(language)}
            className="self-start"
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {t('Generate captions')}
          </Button>
          <p id={hintId} className="text-sm text-zinc-300">
            {transcription.available
              ? transcription.status === 'failed'
                ? t('The last attempt failed. You can try again.')
                : t('A draft in the chosen language, for you to check and publish.')
              : t(CAPTION_MESSAGES.transcriptionUnavailable)}
          </p>
        </>
      )}
    </section>
  );
}
