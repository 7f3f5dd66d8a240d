import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../components/ui/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { SoundRow } from './sound-row.tsx';
import { SOUND_SEARCH_DELAY_MS, useSoundList } from './use-sound-list.ts';

/** The /sounds list: newest first, searchable, 20 more at a time with "Load more". */
export function SoundLibrary({ className = '' }: { className?: string }) {
  const { t } = useTranslation('sounds');
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SOUND_SEARCH_DELAY_MS);
  const { list, sounds } = useSoundList('newest', term);
  const headingId = useId();
  const resultsId = useId();

  const loadMore = () => {
    void list.fetchNextPage().then((result) => {
      if (result.isError) toast.error(t('Failed to load sounds'));
    });
  };

  let results;
  if (list.isPending) results = <Spinner label={t('Loading sounds')} className="py-10" />;
  else if (list.isError && sounds.length === 0) {
    results = (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-zinc-300">{t('Failed to load sounds')}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  } else if (sounds.length === 0) results = <p className="py-10 text-center text-zinc-300">{t('No sounds found')}</p>;
  else {
    results = (
      <>
        <ul aria-labelledby={headingId} aria-busy={list.isPlaceholderData} className="flex flex-col gap-1">
          {sounds.map((sound) => (
            <SoundRow key={sound.id} sound={sound} />
          ))}
        </ul>
        {list.hasNextPage ? (
          <Button variant="secondary" onClick={loadMore} disabled={list.isFetchingNextPage} className="self-center">
            {list.isFetchingNextPage ? t('Loading…') : t('Load more')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={`flex min-w-0 flex-col gap-3 ${className}`}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('All sounds')}
      </h2>
      <Input
        label={t('Search sounds')}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('Title, artist or genre')}
        aria-controls={resultsId}
        autoComplete="off"
      />
      <div id={resultsId} aria-live="polite" className="flex flex-col gap-3">
        {results}
      </div>
    </section>
  );
}
