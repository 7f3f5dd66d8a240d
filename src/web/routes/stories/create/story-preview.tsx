import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { STICKER_EMOJI } from '../../../../shared/story.schema.ts';
import { RangeVideo } from './range-video.tsx';
import { STICKER_NAMES } from './sticker-picker.tsx';
import type { StickerName, StoryDetails, StoryDraft } from './story-draft.ts';
import { useObjectUrl } from './use-object-url.ts';

interface StoryPreviewProps {
  draft: StoryDraft;
  sticker: StickerName | null;
  position: StoryDetails['position'];
  onMove: (position: StoryDetails['position']) => void;
}

/** One arrow-key press moves the sticker by this share of the story; Shift moves it finely. */
const KEY_STEP = 0.05;
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (value: number) => `${Math.round(value * 100)}%`;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The story as it will look, 9:16, with the sticker on top. The sticker is dragged with a finger or mouse
 * (pointer capture keeps it following outside the box) or moved with the arrow keys; its centre is kept as
 * fractions of the frame, which is what the server stores and the viewer places.
 */
export function StoryPreview({ draft, sticker, position, onMove }: StoryPreviewProps) {
  const { t } = useTranslation('stories');
  const url = useObjectUrl(draft.file);
  const frame = useRef<HTMLDivElement>(null);

  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId) || !frame.current) return;
    const box = frame.current.getBoundingClientRect();
    onMove({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };

  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP / 5 : KEY_STEP;
    onMove({ x: clamp(position.x + arrow[0] * step), y: clamp(position.y + arrow[1] * step) });
  };

  return (
    <div ref={frame} data-testid="story-preview" className="relative mx-auto aspect-[9/16] h-[50dvh] max-w-full touch-none overflow-hidden rounded-2xl bg-zinc-900">
      {url && draft.kind === 'image' ? <img src={url} alt={t('Story preview')} className="size-full object-cover" /> : null}
      {url && draft.kind === 'video' ? <RangeVideo url={url} range={draft.trim} label={t('Story preview')} /> : null}
      {sticker ? (
        <button
          type="button"
          aria-label={t('Move sticker {{sticker}}, now {{x}} across and {{y}} down. Drag it or use the arrow keys to move it.', {
            sticker: t(STICKER_NAMES[sticker]),
            x: percent(position.x),
            y: percent(position.y),
          })}
          onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
          onPointerMove={follow}
          onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
          onKeyDown={nudge}
          style={{ left: `${position.x * 100}%`, top: `${position.y * 100}%` }}
          className="absolute z-10 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none rounded-full p-1 text-5xl leading-none select-none focus-visible:outline-2 focus-visible:outline-pink-400 active:cursor-grabbing"
        >
          <span aria-hidden="true">{STICKER_EMOJI[sticker]}</span>
        </button>
      ) : null}
    </div>
  );
}
