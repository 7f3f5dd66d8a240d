import { useId } from 'react';
import { Clock, X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';

interface RecentSearchesProps {
  recent: string[];
  onRun: (query: string) => void;
  onRemove: (query: string) => void;
  onClear: () => void;
}

/** The searches made on this device, newest first: each runs again with a tap, or goes with its ×. */
export function RecentSearches({ recent, onRun, onRemove, onClear }: RecentSearchesProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t('Recent searches')}
        </h2>
        {recent.length > 0 ? (
          <button type="button" onClick={onClear} className={buttonClasses('ghost', 'sm', 'text-pink-300')}>
            {t('Clear')}
          </button>
        ) : null}
      </div>
      {recent.length === 0 ? (
        <p className="text-sm text-muted">{t('Searches you make show up here')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col">
          {recent.map((query) => (
            <li key={query} className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => onRun(query)}
                className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg px-2 text-start hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-pink-400"
              >
                <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="truncate">{query}</span>
              </button>
              <button
                type="button"
                onClick={() => onRemove(query)}
                aria-label={t('Remove "{{query}}" from recent searches', { query })}
                title={t('Remove "{{query}}" from recent searches', { query })}
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
