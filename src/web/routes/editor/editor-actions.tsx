import { CopyPlus, FileClock, Forward, Replace } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../components/ui/toast.ts';
import { EDITOR_MESSAGES } from '../../../shared/sound-types.ts';
import type { EditSource } from '../../api/editor-api.ts';
import { shareUrl } from '../../api/videos-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { i18n } from '../../i18n/i18n.ts';
import type { EditExport } from './use-edit-export.ts';

/** Sharing from the editor shares the video's public page: the share sheet where there is one, else the clipboard. */
async function shareVideo(source: EditSource) {
  const words = { ns: 'editor' } as const;
  const url = shareUrl(source.id);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: source.title, url });
      toast.success(i18n.t(EDITOR_MESSAGES.shared, words));
      return;
    }
    await navigator.clipboard.writeText(url);
    toast.success(i18n.t(EDITOR_MESSAGES.linkCopied, words));
  } catch (error) {
    // Closing the share sheet is a choice, not a failure.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.error('Failed to share', error);
    toast.error(i18n.t('Failed to copy link', words));
  }
}

/** The progress bar, the performance note and the ways to save (spec §2 "Video editor"; Save draft, issue 42). */
export function EditorActions({ source, exporter }: { source: EditSource; exporter: EditExport }) {
  const { t } = useTranslation('editor');
  const busy = exporter.phase !== 'ready';
  return (
    <section aria-label={t('Export')} className="flex flex-col gap-3 rounded-2xl bg-zinc-950 p-4 ring-1 ring-white/10">
      {busy ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex justify-between text-sm text-zinc-300">
            <span>{exporter.progress < 85 ? t('Exporting…') : exporter.progress < 95 ? t('Uploading…') : t('Finishing…')}</span>
            <span className="tabular-nums">{exporter.progress}%</span>
          </div>
          <div role="progressbar" aria-label={t('Export progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={exporter.progress} className="h-2 overflow-hidden rounded-full bg-zinc-800">
            <div className="h-full bg-pink-500 transition-[width]" style={{ width: `${exporter.progress}%` }} />
          </div>
        </div>
      ) : null}
      <p className="text-sm text-zinc-400">{t('Tip: {{note}}.', { note: t(EDITOR_MESSAGES.performanceNote) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void exporter.run('new')} disabled={busy}>
          <CopyPlus aria-hidden="true" className="size-4" />
          {t(EDITOR_MESSAGES.saveAsNew)}
        </Button>
        <Button variant="secondary" onClick={() => void exporter.run('new', true)} disabled={busy}>
          <FileClock aria-hidden="true" className="size-4" />
          {t('Save draft')}
        </Button>
        <Button variant="secondary" onClick={() => void exporter.run('replace')} disabled={busy}>
          <Replace aria-hidden="true" className="size-4" />
          {t(EDITOR_MESSAGES.replaceOriginal)}
        </Button>
        <Button variant="ghost" onClick={() => void shareVideo(source)} disabled={busy}>
          <Forward aria-hidden="true" className="size-4" />
          {t('Share')}
        </Button>
        {busy ? (
          <Button variant="ghost" onClick={exporter.cancel} disabled={exporter.phase === 'done'}>
            {t('Cancel')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
