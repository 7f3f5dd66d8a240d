import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../components/ui/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { SoundRow } from '../../components/sounds/sound-row.tsx';
import { SOUND_SEARCH_DELAY_MS, useSoundList } from '../../components/sounds/use-sound-list.ts';

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

  const results = (
    <QueryState
      query={list}
      text={{ loading: t('Loading sounds'), failed: t('Failed to load sounds'), retry: t('Try again') }}
      isError={list.isError && sounds.length === 0}
      isEmpty={sounds.length === 0}
      empty={<p className="py-10 text-center text-zinc-300">{t('No sounds found')}</p>}
    >
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
    </QueryState>
  );

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
