import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import { SEARCH_QUERY_MAX } from '../../api/search-api.ts';
import { useRecentSearches } from '../../hooks/use-recent-searches.ts';
import { searchShortcutTarget } from '../../hooks/use-search-shortcut.ts';
import { buttonClasses } from '../ui/button-styles.ts';

/** Phones: a magnifier that opens the search screen. Hidden from lg up, where the field takes its place. */
export function SearchLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link to="/search" aria-label={t(SEARCH_MESSAGES.label)} title={t(SEARCH_MESSAGES.label)} className={buttonClasses('ghost', 'compact', `lg:hidden ${className}`)}>
      <Search aria-hidden="true" className="size-5" />
    </Link>
  );
}

/**
 * Desktop (lg up): a search field in the header. Enter opens /search with the words (remembered as a recent
 * search); `/` anywhere focuses it (use-search-shortcut.ts), Escape hands the keyboard back to the page.
 */
export function SearchField({ width = 'w-52 xl:w-64' }: { width?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { remember } = useRecentSearches();
  const [text, setText] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) remember(query);
    void navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') event.currentTarget.blur();
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative hidden shrink-0 lg:block ${width}`}>
      <label htmlFor={inputId} className="sr-only">
        {t(SEARCH_MESSAGES.label)}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted" />
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t(SEARCH_MESSAGES.placeholder)}
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/"
        {...searchShortcutTarget}
        className="h-9 w-full rounded-full border border-zinc-700 bg-zinc-900 pe-3 ps-9 text-sm text-zinc-50 placeholder:text-zinc-400 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60"
      />
    </form>
  );
}

/** Both: the magnifier on phones, the field on desktop, for headers that hold either. */
export function HeaderSearch() {
  return (
    <>
      <SearchField />
      <SearchLink />
    </>
  );
}
