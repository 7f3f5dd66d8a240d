import { useRef, useState, type ChangeEvent } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../../components/ui/toast.ts';
import { STORY_MESSAGES } from '../../../../shared/story-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CameraRecorder } from './camera-recorder.tsx';
import { loadImage, probeVideoDuration } from './load-media.ts';
import { RECORDING_LIMIT_LABEL, type ChosenMedia } from './story-draft.ts';

const kindOf = (file: File) => (file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : null);

/** Decodes the file once here, so the editor never opens on something it cannot show (spec §8 messages). */
async function inspect(file: File): Promise<ChosenMedia> {
  const kind = kindOf(file);
  if (!kind) throw new Error(STORY_MESSAGES.invalidFile);
  const url = URL.createObjectURL(file);
  try {
    if (kind === 'image') {
      const image = await loadImage(url).catch(() => {
        throw new Error(STORY_MESSAGES.imageFailed);
      });
      return { kind, file, aspect: image.naturalWidth / image.naturalHeight };
    }
    const duration = await probeVideoDuration(url).catch(() => {
      throw new Error(STORY_MESSAGES.videoFailed);
    });
    return { kind, file, duration };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Step 1 (spec §2 Create Story): record with the camera, up to 15 s, or pick an image or a video. */
export function ChooseMediaStep({ onChosen }: { onChosen: (media: ChosenMedia) => void }) {
  const { t } = useTranslation('stories');
  const [cameraOpen, setCameraOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const take = async (file: File) => {
    setBusy(true);
    try {
      onChosen(await inspect(file));
    } catch (error) {
      toast.error(t(error instanceof Error ? error.message : STORY_MESSAGES.invalidFile));
      setBusy(false);
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after a refusal still fires a change.
    event.target.value = '';
    if (file) void take(file);
  };

  const cameraFailed = (error: unknown) => {
    console.warn('Camera unavailable', error);
    toast.error(t(STORY_MESSAGES.cameraFailed));
    setCameraOpen(false);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      {cameraOpen ? (
        <CameraRecorder onUse={(file) => void take(file)} onFailed={cameraFailed} busy={busy} />
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-zinc-700 p-6 text-center">
          <p className="text-lg font-semibold">{t('Share a moment for 24 hours')}</p>
          <p className="text-sm text-zinc-300">{t('Record up to {{limit}}, or pick a photo or video.', { limit: RECORDING_LIMIT_LABEL })}</p>
        </div>
      )}
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        {cameraOpen ? null : (
          <Button size="lg" className="sm:flex-1" onClick={() => setCameraOpen(true)} disabled={busy}>
            <Camera aria-hidden="true" className="size-5" />
            {t('Open camera')}
          </Button>
        )}
        <Button variant="secondary" size="lg" className="sm:flex-1" onClick={() => fileInput.current?.click()} disabled={busy}>
          <ImageUp aria-hidden="true" className="size-5" />
          {t('Choose a file')}
        </Button>
        <input ref={fileInput} type="file" accept="image/*,video/*" hidden onChange={chooseFile} />
      </div>
    </div>
  );
}
