import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import type { ImportItem, ImportSource } from '../../../api/imports-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ImportVideoRow, isPickable } from './import-video-row.tsx';

interface ImportVideosProps {
  source: ImportSource;
  /** The account elsewhere an outbox import read, `name@server`. */
  fromAccount: string | null;
  items: ImportItem[];
  userId: string;
  importing: boolean;
  onImport: (itemIds: string[]) => Promise<unknown>;
}

/** How many came and failed, once anything was picked; announced as it changes. */
function ImportCounts({ items }: { items: ImportItem[] }) {
  const { t } = useTranslation('settings');
  const ran = items.some((item) => item.status !== 'listed');
  const imported = items.filter((item) => item.status === 'imported').length;
  const failed = items.filter((item) => item.status === 'failed').length;
  return (
    <p role="status" aria-live="polite" className="text-sm text-zinc-300">
      {ran ? t('{{imported}} imported, {{failed}} failed', { imported, failed }) : null}
    </p>
  );
}

/**
 * The export's videos to pick from: each a row with its checkbox; Select all and Clear; and Import selected,
 * which queues the picked ones (the server takes them a hundred at a time). A failed video may be picked again.
 */
export function ImportVideos({ source, fromAccount, items, userId, importing, onImport }: ImportVideosProps) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Only what can still be picked counts: a video queued since it was ticked drops out on its own.
  const pickable = items.filter(isPickable);
  const picked = pickable.filter((item) => chosen.has(item.id)).map((item) => item.id);

  const pick = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const start = () => void onImport(picked).then(() => setChosen(new Set()), () => undefined);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-bold">
        {source === 'outbox' ? t('Your videos on {{account}}', { account: `@${fromAccount ?? ''}` }) : source === 'archive' ? t('Your videos in the archive') : t('Your TikTok videos')}
      </h2>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-zinc-400">{t('This export lists no videos')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="secondary" onClick={() => setChosen(new Set(pickable.map((item) => item.id)))} disabled={pickable.length === 0}>
              {t('Select all')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setChosen(new Set())} disabled={picked.length === 0}>
              {t('Clear')}
            </Button>
            <Button size="sm" onClick={start} disabled={picked.length === 0 || importing} className="ms-auto">
              <Download aria-hidden="true" className="size-4" />
              {t('Import selected ({{count}})', { count: picked.length })}
            </Button>
          </div>
          <ImportCounts items={items} />
          <ul className="flex flex-col gap-2" aria-labelledby={headingId}>
            {items.map((item) => (
              <ImportVideoRow key={item.id} source={source} item={item} userId={userId} picked={chosen.has(item.id)} onPick={pick} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
