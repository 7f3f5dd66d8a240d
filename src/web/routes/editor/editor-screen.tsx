import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { EditSource } from '../../api/editor-api.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EditorPreview } from './editor-preview.tsx';
import { EditorTabs } from './editor-tabs.tsx';
import { EditorActions } from './editor-actions.tsx';
import { useEditRecipe } from './use-edit-recipe.ts';
import { useEditExport } from './use-edit-export.ts';

/**
 * The editor once the video is here (spec §2, §4 "Editor": ready → processing → done). The preview plays the
 * edit live; the tabs change it; the actions export it. While exporting, every control is locked.
 */
export function EditorScreen({ source, file }: { source: EditSource; file: Blob }) {
  const { t } = useTranslation('editor');
  const duration = source.duration ?? 0;
  const recipe = useEditRecipe(duration);
  const [compare, setCompare] = useState(false);
  const exporter = useEditExport(source, file, recipe.edit);
  const busy = exporter.phase !== 'ready';

  return (
    <div className="min-h-dvh bg-black text-white">
      <PageHeader title={t('Edit Video')} back={{ to: '/', label: t('Back to feed'), preferHistory: true }} wide />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-3 py-4 md:flex-row md:items-start">
        <section aria-label={t('Preview')} className="md:sticky md:top-16 md:w-80 md:shrink-0">
          <EditorPreview file={file} edit={recipe.edit} compare={compare} onCompareChange={setCompare} />
        </section>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <fieldset disabled={busy} className="min-w-0">
            <legend className="sr-only">{t('Edits')}</legend>
            <EditorTabs videoId={source.id} duration={duration} recipe={recipe} />
          </fieldset>
          <EditorActions source={source} exporter={exporter} />
        </div>
      </main>
    </div>
  );
}
