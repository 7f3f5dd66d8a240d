import { useId, useState, type Dispatch, type SetStateAction } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../../components/ui/toast.ts';
import { CROP_ZOOM_RANGE } from '../../../../shared/constants.ts';
import { STORY_MESSAGES } from '../../../../shared/story-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cropToStory, StoryMediaError } from './crop-image.ts';
import { useObjectUrl } from './use-object-url.ts';

/** Where the picture sits in the crop box; kept by the page so Back from the details step finds it unchanged. */
export interface CropState {
  crop: Point;
  zoom: number;
}

export const initialCrop: CropState = { crop: { x: 0, y: 0 }, zoom: 1 };

const ZOOM_STEP = 0.05;
const STORY_ASPECT = 9 / 16;

interface ImageCropStepProps {
  file: File;
  /** The picture's width ÷ height, measured on step 1. */
  aspect: number;
  value: CropState;
  /** An updater: the cropper reports a new position and zoom in the same event. */
  onChange: Dispatch<SetStateAction<CropState>>;
  onCropped: (jpeg: File) => void;
  onFailed: () => void;
}

/**
 * Step 2 for a picture: a 9:16 crop box; drag (or arrow keys) to move it, wheel, pinch or the slider to
 * zoom from 0.5 to 3. Below 1 the picture may be smaller than the box, so the position is not held inside
 * the picture and the uncovered part comes out black.
 */
export function ImageCropStep({ file, aspect, value, onChange, onCropped, onFailed }: ImageCropStepProps) {
  const { t } = useTranslation('stories');
  const url = useObjectUrl(file);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const zoomId = useId();
  const hintId = useId();

  const next = async () => {
    if (!url || !area) return;
    setBusy(true);
    try {
      onCropped(await cropToStory(url, area));
    } catch (error) {
      toast.error(t(error instanceof StoryMediaError ? error.message : STORY_MESSAGES.cropFailed));
      setBusy(false);
    }
  };

  const imageFailed = () => {
    toast.error(t(STORY_MESSAGES.imageFailed));
    onFailed();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="relative min-h-64 flex-1 overflow-hidden rounded-2xl bg-zinc-900">
        {url ? (
          <Cropper
            image={url}
            crop={value.crop}
            zoom={value.zoom}
            aspect={STORY_ASPECT}
            // The picture fills the box along the side that makes the 9:16 frame as big as the box allows
            // while it is still fully covered at zoom 1 (contain would leave a tiny frame on a wide photo).
            objectFit={aspect >= STORY_ASPECT ? 'vertical-cover' : 'horizontal-cover'}
            minZoom={CROP_ZOOM_RANGE.min}
            maxZoom={CROP_ZOOM_RANGE.max}
            restrictPosition={false}
            showGrid
            onCropChange={(crop) => onChange((now) => ({ ...now, crop }))}
            onZoomChange={(zoom) => onChange((now) => ({ ...now, zoom }))}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ onError: imageFailed }}
            cropperProps={{ role: 'group', 'aria-label': t('Crop area'), 'aria-describedby': hintId }}
            classes={{ cropAreaClassName: 'focus-visible:outline-2 focus-visible:outline-pink-400' }}
          />
        ) : (
          <Spinner label={t('Loading picture')} className="absolute inset-0" />
        )}
      </div>
      <p id={hintId} className="shrink-0 text-center text-sm text-zinc-300">
        {t('Drag or use the arrow keys to move the picture; scroll, pinch or use the slider to zoom.')}
      </p>
      <div className="flex shrink-0 items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-medium text-zinc-300">
          {t('Zoom')}
        </label>
        <input
          id={zoomId}
          type="range"
          min={CROP_ZOOM_RANGE.min}
          max={CROP_ZOOM_RANGE.max}
          step={ZOOM_STEP}
          value={value.zoom}
          aria-valuetext={t('{{zoom}} times', { zoom: value.zoom.toFixed(2) })}
          onChange={(event) => onChange((now) => ({ ...now, zoom: Number(event.target.value) }))}
          className="flex-1 accent-pink-500"
        />
        <output htmlFor={zoomId} className="w-12 text-end text-sm tabular-nums">{`${value.zoom.toFixed(1)}×`}</output>
      </div>
      <Button size="lg" onClick={() => void next()} disabled={!area || busy} className="shrink-0">
        {busy ? t('Cropping...') : t('Next')}
      </Button>
    </div>
  );
}
