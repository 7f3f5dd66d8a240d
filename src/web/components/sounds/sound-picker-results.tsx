import { useId, useState, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Sound } from '../../api/sounds-api.ts';
import { Button } from '../ui/button.tsx';
import { buttonClasses } from '../ui/button-styles.ts';
import { Input } from '../ui/input.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { soundDetails } from './sound-format.ts';
import { SoundPreviewButton } from './sound-preview-button.tsx';
import { SOUND_SEARCH_DELAY_MS, useSoundList } from './use-sound-list.ts';

/** A result: the "Use" button is stretched over the row, so a tap anywhere picks it; preview sits above. */
function PickerRow({ sound, onChoose }: { sound: Sound; onChoose: (sound: Sound) => void }) {
  const { t } = useTranslation('sounds');
  return (
    <li data-testid="sound-option" className="relative flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-white/5">
      <SoundPreviewButton sound={sound} className="relative z-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{sound.title}</p>
        <p className="truncate text-sm text-muted">{soundDetails(sound)}</p>
      </div>
      <button type="button" aria-label={t('Use {{title}}', { title: sound.title })} onClick={() => onChoose(sound)} className={buttonClasses('secondary', 'sm', 'shrink-0 after:absolute after:inset-0 after:rounded-lg')}>
        {t('Use')}
      </button>
    </li>
  );
}

interface SoundPickerResultsProps {
  onChoose: (sound: Sound) => void;
  searchRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The picker's search: most used first (so Trending leads), narrowed by title, artist or genre. */
export function SoundPickerResults({ onChoose, searchRef, autoFocus }: SoundPickerResultsProps) {
  const { t } = useTranslation('sounds');
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SOUND_SEARCH_DELAY_MS);
  const { list, sounds } = useSoundList('popular', term);
  const resultsId = useId();

  const results = (
    <QueryState
      query={list}
      look="inline"
      className="py-2"
      text={{ loading: t('Loading sounds'), failed: t('Failed to load tracks'), retry: t('Try again') }}
      isError={list.isError && sounds.length === 0}
      isEmpty={sounds.length === 0}
      empty={<p className="py-2 text-sm text-zinc-300">{t('No sounds found')}</p>}
    >
      <ul aria-label={t('Sound results')} aria-busy={list.isPlaceholderData} className="flex max-h-72 flex-col gap-1 overflow-y-auto">
        {sounds.map((sound) => (
          <PickerRow key={sound.id} sound={sound} onChoose={onChoose} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="ghost" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} className="self-center">
          {list.isFetchingNextPage ? t('Loading…') : t('Load more')}
        </Button>
      ) : null}
    </QueryState>
  );

  return (
    <div className="flex flex-col gap-2">
      <Input
        ref={searchRef}
        autoFocus={autoFocus}
        label={t('Search sounds')}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        // Inside the upload form, Enter in this box would otherwise submit the upload.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        placeholder={t('Title, artist or genre')}
        aria-controls={resultsId}
        autoComplete="off"
      />
      <div id={resultsId} aria-live="polite" className="flex flex-col gap-2">
        {results}
      </div>
    </div>
  );
}
