import { useId, useRef, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SEARCH_QUERY_MAX } from '../../api/search-api.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { BackControl } from '../../components/ui/page-header.tsx';
import { searchShortcutTarget } from '../../hooks/use-search-shortcut.ts';

interface SearchBarProps {
  text: string;
  onText: (text: string) => void;
  /** Enter (or the keyboard's search key). */
  onSubmit: () => void;
  /** The id of what the field searches, for aria-controls. */
  resultsId: string;
}

/**
 * The search screen's top bar: back, and the field itself: focused on arrival so typing can start at once,
 * with a clear button that hands focus back to the field.
 */
export function SearchBar({ text, onText, onSubmit, resultsId }: SearchBarProps) {
  const { t } = useTranslation('search');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const clear = () => {
    onText('');
    inputRef.current?.focus();
  };

  return (
    <header className="sticky top-0 z-10 border-b border-white/5 bg-black/90 backdrop-blur">
      <div className="mx-auto flex max-w-2xl items-center gap-2 px-3 py-2 lg:max-w-4xl">
        <BackControl back={{ to: '/', label: t('Back'), preferHistory: true }} />
        <form role="search" onSubmit={submit} className="relative min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t('Search')}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => onText(event.target.value)}
            placeholder={t('Search')}
            maxLength={SEARCH_QUERY_MAX}
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            aria-controls={resultsId}
            aria-keyshortcuts="/"
            {...searchShortcutTarget}
            className="h-10 w-full rounded-full border border-zinc-700 bg-zinc-900 pe-10 ps-9 text-base text-zinc-50 placeholder:text-zinc-400 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {text ? (
            <button type="button" onClick={clear} aria-label={t('Clear search')} title={t('Clear search')} className={buttonClasses('ghost', 'compact', 'absolute top-1/2 end-0.5 h-8! min-w-8! -translate-y-1/2')}>
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </form>
      </div>
    </header>
  );
}
