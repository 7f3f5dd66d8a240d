import { useId, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { Send } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { STORY_CAPTION_MAX } from '../../../../shared/constants.ts';
import { STORY_MESSAGES } from '../../../../shared/story-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AltTextField } from '../../../components/video/alt-text-field.tsx';
import { msg } from '../../../i18n/i18n.ts';
import { StickerPicker } from './sticker-picker.tsx';
import { StoryPreview } from './story-preview.tsx';
import type { StoryDetails, StoryDraft } from './story-draft.ts';
import type { PostPhase } from './use-post-story.ts';

interface DetailsStepProps {
  draft: StoryDraft;
  value: StoryDetails;
  onChange: Dispatch<SetStateAction<StoryDetails>>;
  onPost: () => void;
  phase: PostPhase;
  /** 0–1 of the file sent so far. */
  progress: number;
}

const VISIBILITY = [
  { value: 'public', label: msg('Public'), hint: msg('Anyone on Popreel') },
  { value: 'followers', label: msg('Followers'), hint: msg('Only people who follow you') },
] as const;

/** Step 3 (spec §2, §5 Story): caption up to 120 characters, alt text (issue 41), one sticker placed on the story, who sees it, Post. */
export function DetailsStep({ draft, value, onChange, onPost, phase, progress }: DetailsStepProps) {
  const { t } = useTranslation('stories');
  const captionId = useId();
  const counterId = useId();
  const visibilityId = useId();
  const posting = phase !== 'idle';
  const set = (patch: Partial<StoryDetails>) => onChange((now) => ({ ...now, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!posting) onPost();
  };

  return (
    <form onSubmit={submit} aria-label={t('Story details')} className="flex flex-col gap-5">
      <StoryPreview draft={draft} sticker={value.sticker} position={value.position} onMove={(position) => set({ position })} />
      <div className="flex flex-col gap-1.5">
        <div className="flex justify-between">
          <label htmlFor={captionId} className="text-sm font-medium text-zinc-300">
            {t('Caption')}
          </label>
          <span id={counterId} className="text-sm text-zinc-300 tabular-nums">{`${value.caption.length}/${STORY_CAPTION_MAX}`}</span>
        </div>
        <input
          id={captionId}
          type="text"
          value={value.caption}
          // Spec §5: the input itself is cut at 120, pasted text included.
          onChange={(event) => set({ caption: event.target.value.slice(0, STORY_CAPTION_MAX) })}
          maxLength={STORY_CAPTION_MAX}
          aria-describedby={counterId}
          disabled={posting}
          placeholder={t('Add a caption')}
          className="h-11 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-base text-zinc-50 placeholder:text-zinc-400 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60"
        />
      </div>
      <StickerPicker value={value.sticker} onChange={(sticker) => set({ sticker })} disabled={posting} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('Who can see it')}</legend>
        {VISIBILITY.map((option) => (
          <div key={option.value} className="flex items-center gap-3 rounded-lg bg-zinc-900 px-3 py-2 has-checked:ring-2 has-checked:ring-pink-500">
            <input
              id={`${visibilityId}-${option.value}`}
              type="radio"
              name="visibility"
              value={option.value}
              checked={value.visibility === option.value}
              onChange={() => set({ visibility: option.value })}
              aria-describedby={`${visibilityId}-${option.value}-hint`}
              disabled={posting}
              className="size-4 accent-pink-500"
            />
            <div className="flex flex-1 flex-col">
              <label htmlFor={`${visibilityId}-${option.value}`} className="cursor-pointer font-medium">
                {t(option.label)}
              </label>
              <span id={`${visibilityId}-${option.value}-hint`} className="text-sm text-zinc-300">
                {t(option.hint)}
              </span>
            </div>
          </div>
        ))}
      </fieldset>
      <AltTextField value={value.altText} onChange={(altText) => set({ altText })} disabled={posting} />
      {posting ? (
        <div className="flex flex-col gap-1">
          <progress value={phase === 'uploading' ? progress : undefined} max={1} aria-label={t('Posting story')} className="h-2 w-full accent-pink-500" />
          <p role="status" className="text-center text-sm text-zinc-300">
            {phase === 'uploading' ? t('Uploading {{percent}}%', { percent: Math.round(progress * 100) }) : t('Processing video...')}
          </p>
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={posting}>
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {posting ? t('Posting...') : t(STORY_MESSAGES.post)}
      </Button>
    </form>
  );
}
