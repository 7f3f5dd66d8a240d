import { useId } from 'react';
import { Clock, X } from 'lucide-react';
import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';

interface RecentSearchesProps {
  recent: string[];
  onRun: (query: string) => void;
  onRemove: (query: string) => void;
  onClear: () => void;
}

/** The searches made on this device, newest first: each runs again with a tap, or goes with its ×. */
export function RecentSearches({ recent, onRun, onRemove, onClear }: RecentSearchesProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {SEARCH_MESSAGES.recent}
        </h2>
        {recent.length > 0 ? (
          <button type="button" onClick={onClear} className={buttonClasses('ghost', 'sm', 'text-pink-300')}>
            {SEARCH_MESSAGES.clearRecent}
          </button>
        ) : null}
      </div>
      {recent.length === 0 ? (
        <p className="text-sm text-muted">{SEARCH_MESSAGES.noRecent}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col">
          {recent.map((query) => (
            <li key={query} className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => onRun(query)}
                className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg px-2 text-left hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-pink-400"
              >
                <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="truncate">{query}</span>
              </button>
              <button
                type="button"
                onClick={() => onRemove(query)}
                aria-label={SEARCH_MESSAGES.removeRecent(query)}
                title={SEARCH_MESSAGES.removeRecent(query)}
                className={buttonClasses('ghost', 'compact', 'text-muted')}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
