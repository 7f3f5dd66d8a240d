import { useTranslation } from '../../../../i18n/use-translation.ts';
import type { CaptionTrack } from '../../../../api/captions-api.ts';
import { Button } from '../../../ui/button.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { captionLanguageName } from '../../../video/captions/caption-language.ts';
import { i18n, msg } from '../../../../i18n/i18n.ts';
import type { useCaptions } from './use-captions.ts';

const STATUS_TEXT: Record<CaptionTrack['status'], string> = { draft: msg('Draft'), published: msg('Published') };
const SOURCE_TEXT: Record<CaptionTrack['source'], string> = { upload: msg('Uploaded file'), written: msg('Written here'), automatic: msg('Automatic') };

interface CaptionTrackListProps {
  captions: ReturnType<typeof useCaptions>;
  onEdit: (track: CaptionTrack) => void;
}

/** The video's tracks with their state, each with Edit, Publish (a draft) and Delete; loading, empty and error states. */
export function CaptionTrackList({ captions, onEdit }: CaptionTrackListProps) {
  const { t } = useTranslation('feed');
  const { list, publish, remove } = captions;
  const deleteTrack = (language: string) => {
    if (window.confirm(i18n.t('Delete the {{language}} captions?', { ns: 'feed', language: captionLanguageName(language) }))) remove.mutate(language);
  };
  return (
    <QueryState
      query={list}
      look="inline"
      loadingClassName="py-4"
      className="justify-between rounded-lg bg-red-950/60 px-3 py-2"
      text={{ loading: t('Loading captions'), failed: t('Could not load the captions'), retry: t('Retry') }}
      isEmpty={list.data?.items.length === 0}
      empty={<p className="text-sm text-zinc-300">{t('No captions yet')}</p>}
    >
      {({ items }) => (
        <ul aria-label={t('Caption tracks')} className="flex flex-col gap-2">
          {items.map((track) => {
            const language = captionLanguageName(track.language);
            return (
              <li key={track.language} className="flex flex-col gap-2 rounded-lg bg-zinc-800/70 px-3 py-2.5">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold">{language}</span>
                  <span className={track.status === 'draft' ? 'text-sm text-amber-300' : 'text-sm text-emerald-300'}>{t(STATUS_TEXT[track.status])}</span>
                  <span className="text-sm text-zinc-300">{`· ${t(SOURCE_TEXT[track.source])}`}</span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => onEdit(track)} aria-label={t('Edit the {{language}} captions', { language })}>
                    {t('Edit')}
                  </Button>
                  {track.status === 'draft' ? (
                    <Button size="sm" disabled={publish.isPending} onClick={() => publish.mutate(track.language)} aria-label={t('Publish the {{language}} captions', { language })}>
                      {t('Publish')}
                    </Button>
                  ) : null}
                  <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => deleteTrack(track.language)} aria-label={t('Delete the {{language}} captions', { language })}>
                    {t('Delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
