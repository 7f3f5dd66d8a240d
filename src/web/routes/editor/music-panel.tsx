import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../components/ui/toast.ts';
import { AudioLines, Plus, X } from 'lucide-react';
import { EDITOR_MESSAGES } from '../../../shared/sound-types.ts';
import type { Sound } from '../../api/sounds-api.ts';
import { editorApi } from '../../api/editor-api.ts';
import { soundsApi } from '../../api/sounds-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { SoundPicker } from '../../components/sounds/sound-picker.tsx';
import type { EditState } from './use-edit-recipe.ts';
import { EditorSlider, percent } from './editor-slider.tsx';

interface MusicPanelProps {
  videoId: string;
  edit: EditState;
  update: (patch: Partial<EditState>) => void;
}

/**
 * Spec §4 and §5 "Music choice": none, then a chosen track whose rights the owner confirms, or the video's own
 * sound extracted as a track. Once music is in, both volumes (video 60 %, music 40 % at first) can be set.
 */
export function MusicPanel({ videoId, edit, update }: MusicPanelProps) {
  const { t } = useTranslation('editor');
  const [choice, setChoice] = useState<Sound | null>(null);
  const [rights, setRights] = useState(false);
  const [working, setWorking] = useState<'adding' | 'extracting' | null>(null);

  const applySound = async (sound: Sound) => {
    const link = await soundsApi.audio(sound.id, 'editor');
    update({ music: { sound, url: link.url } });
  };

  const add = async () => {
    if (!choice) return void toast.error(t(EDITOR_MESSAGES.selectTrack));
    if (!rights) return void toast.error(t(EDITOR_MESSAGES.confirmRights));
    setWorking('adding');
    try {
      await applySound(choice);
      toast.success(t(EDITOR_MESSAGES.musicAdded));
    } catch (error) {
      console.error('Failed to load the track', error);
      toast.error(t(EDITOR_MESSAGES.loadTrackFailed));
    } finally {
      setWorking(null);
    }
  };

  const extract = async () => {
    setWorking('extracting');
    try {
      await applySound(await editorApi.extractOriginalSound(videoId));
      toast.success(t(EDITOR_MESSAGES.originalExtracted));
    } catch (error) {
      console.error('Failed to extract the original sound', error);
      toast.error(t(EDITOR_MESSAGES.extractFailed));
    } finally {
      setWorking(null);
    }
  };

  if (edit.music) {
    return (
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3 rounded-xl bg-zinc-900 px-3 py-2">
          <AudioLines aria-hidden="true" className="size-5 shrink-0 text-pink-400" />
          <p data-testid="editor-music" className="min-w-0 flex-1 truncate font-medium">{`${edit.music.sound.title} — ${edit.music.sound.artist}`}</p>
          <button type="button" aria-label={t('Remove music')} onClick={() => update({ music: null })} className="rounded-full p-2 text-zinc-300 hover:bg-white/10 hover:text-white">
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <EditorSlider label={t('Video volume')} value={edit.videoVolume} min={0} max={100} step={5} format={percent} onChange={(videoVolume) => update({ videoVolume })} />
        <EditorSlider label={t('Music volume')} value={edit.musicVolume} min={0} max={100} step={5} format={percent} onChange={(musicVolume) => update({ musicVolume })} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <SoundPicker value={choice} onChange={setChoice} label={t('Choose a track')} disabled={working !== null} />
      <label className="flex items-start gap-3 text-sm text-zinc-200">
        <input type="checkbox" checked={rights} onChange={(event) => setRights(event.target.checked)} className="mt-0.5 size-4 accent-pink-500" />
        <span>{t(EDITOR_MESSAGES.rightsLabel)}</span>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void add()} disabled={working !== null}>
          <Plus aria-hidden="true" className="size-4" />
          {working === 'adding' ? t('Adding…') : t('Add Music')}
        </Button>
        <Button variant="secondary" onClick={() => void extract()} disabled={working !== null}>
          <AudioLines aria-hidden="true" className="size-4" />
          {working === 'extracting' ? t('Extracting…') : t('Use Original Sound')}
        </Button>
      </div>
    </div>
  );
}
