import { useTranslation } from '../../i18n/use-translation.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { SoundLibrary } from './sound-library.tsx';
import { TrendingSounds } from './trending-sounds.tsx';

/**
 * The sound library (/sounds). Trending comes first in the page order, so phones show it above the list;
 * from lg up the grid moves it into a side column.
 */
export function SoundsPage() {
  const { t } = useTranslation('sounds');
  useDocumentTitle(t('Sounds'));
  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t('Sounds')} back={{ to: '/', label: t('Back'), preferHistory: true }} wide />
      <main className="mx-auto grid max-w-2xl gap-6 p-4 lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <TrendingSounds className="lg:col-start-2 lg:row-start-1" />
        <SoundLibrary className="lg:col-start-1 lg:row-start-1" />
      </main>
    </div>
  );
}
