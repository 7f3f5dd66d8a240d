import { useId, useState } from 'react';
import { toast } from 'sonner';
import { SOUND_MESSAGES } from '../../../shared/sound-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { SoundRow } from './sound-row.tsx';
import { SOUND_SEARCH_DELAY_MS, useSoundList } from './use-sound-list.ts';

/** The /sounds list: newest first, searchable, 20 more at a time with "Load more". */
export function SoundLibrary({ className = '' }: { className?: string }) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SOUND_SEARCH_DELAY_MS);
  const { list, sounds } = useSoundList('newest', term);
  const headingId = useId();
  const resultsId = useId();

  const loadMore = () => {
    void list.fetchNextPage().then((result) => {
      if (result.isError) toast.error(SOUND_MESSAGES.loadSoundsFailed);
    });
  };

  let results;
  if (list.isPending) results = <Spinner label="Loading sounds" className="py-10" />;
  else if (list.isError && sounds.length === 0) {
    results = (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-zinc-300">{SOUND_MESSAGES.loadSoundsFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {SOUND_MESSAGES.retry}
        </Button>
      </div>
    );
  } else if (sounds.length === 0) results = <p className="py-10 text-center text-zinc-300">{SOUND_MESSAGES.empty}</p>;
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
            {list.isFetchingNextPage ? 'Loading…' : SOUND_MESSAGES.loadMore}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={`flex min-w-0 flex-col gap-3 ${className}`}>
      <h2 id={headingId} className="text-lg font-bold">
        {SOUND_MESSAGES.allSounds}
      </h2>
      <Input
        label={SOUND_MESSAGES.searchLabel}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={SOUND_MESSAGES.searchPlaceholder}
        aria-controls={resultsId}
        autoComplete="off"
      />
      <div id={resultsId} aria-live="polite" className="flex flex-col gap-3">
        {results}
      </div>
    </section>
  );
}
