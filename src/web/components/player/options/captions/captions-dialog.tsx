import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import type { FeedItem } from '../../../../api/videos-api.ts';
import type { CaptionCue } from '../../../../api/captions-api.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { currentLocale } from '../../../../i18n/i18n.ts';
import { AddCaptions } from './add-captions.tsx';
import { CaptionTrackList } from './caption-track-list.tsx';
import { CueEditor } from './cue-editor.tsx';
import { GenerateCaptions } from './generate-captions.tsx';
import { useCaptions } from './use-captions.ts';

/** What the cue editor is open on: a track's cues, or a new track's first empty cue. */
interface Editing {
  language: string;
  cues: CaptionCue[];
}

/**
 * "Captions" from the owner's options menu (issue 41): the video's tracks (language, draft or published, how
 * they were made), a WebVTT file to add for a language, cues to write or edit, a draft to publish, a track to
 * delete, and automatic captions where the server can make them.
 */
export function CaptionsDialog({ video, onClose }: { video: FeedItem; onClose: () => void }) {
  const { t } = useTranslation('feed');
  const captions = useCaptions(video.id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [language, setLanguage] = useState<string>(video.language ?? currentLocale());

  return (
    <Dialog open onClose={onClose} title={t('Captions')}>
      <div className="flex max-h-[70dvh] flex-col gap-6 overflow-y-auto pe-1">
        {editing ? (
          <CueEditor
            language={editing.language}
            initial={editing.cues}
            saving={captions.save.isPending}
            onSave={(cues, status) => captions.save.mutate({ language: editing.language, body: { cues, status } }, { onSuccess: () => setEditing(null) })}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <>
            <CaptionTrackList captions={captions} onEdit={(track) => setEditing({ language: track.language, cues: track.cues })} />
            <AddCaptions
              language={language}
              onLanguage={setLanguage}
              saving={captions.save.isPending}
              onUpload={(vtt, done) => captions.save.mutate({ language, body: { vtt } }, { onSuccess: done })}
              onWrite={() => setEditing({ language, cues: [] })}
            />
            <GenerateCaptions captions={captions} language={language} />
          </>
        )}
      </div>
    </Dialog>
  );
}
