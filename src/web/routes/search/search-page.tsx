import { useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SEARCH_TABS } from '../../../shared/search-types.ts';
import { TabList, tabIds } from '../../components/ui/tab-list.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useRecentSearches } from '../../hooks/use-recent-searches.ts';
import { SearchBar } from './search-bar.tsx';
import { SearchResultsPanel } from './search-results.tsx';
import { SearchStart } from './search-start.tsx';
import { SEARCH_TAB_LABELS } from '../../../shared/search-messages.ts';
import { useSearchQuery } from './use-search-query.ts';


/**
 * Find anything (issue 23), /search?q=&tab=: results by kind as the user types. With nothing typed yet it
 * offers recent searches, trending tags and creators to follow instead.
 */
export function SearchPage() {
  // Sound rows among the results speak the sounds area's words: they load with the screen, not mid-typing.
  const { t } = useTranslation(['search', 'sounds']);
  useDocumentTitle(t('Search'));
  const { query, tab, text, setText, setTab, submit, run } = useSearchQuery();
  const { recent, remember, forget, clear } = useRecentSearches();
  const idBase = useId();
  const resultsId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const ids = tabIds(idBase, tab);
  const tabs = SEARCH_TABS.map((id) => ({ id, label: t(SEARCH_TAB_LABELS[id]) }));

  const onSubmit = () => {
    submit();
    remember(text);
  };
  // The tapped button goes away with the start screen: the results take focus, not the page's top.
  const runRecent = (words: string) => {
    run(words);
    remember(words);
    resultsRef.current?.focus();
  };
  // Opening any result (a link inside the results) is the moment a search has proved worth keeping.
  const onResultClick = (event: MouseEvent) => {
    if (query && event.target instanceof Element && event.target.closest('a[href]')) remember(query);
  };

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <SearchBar text={text} onText={setText} onSubmit={onSubmit} resultsId={resultsId} />
      <h1 className="sr-only">{t('Search')}</h1>
      <main ref={resultsRef} id={resultsId} tabIndex={-1} className="mx-auto flex max-w-2xl flex-col gap-4 p-4 focus:outline-none lg:max-w-4xl">
        {query ? (
          <>
            <div className="-mx-4 overflow-x-auto lg:mx-0">
              <TabList tabs={tabs} active={tab} onChange={setTab} label={t('Search results')} idBase={idBase} />
            </div>
            <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} onClickCapture={onResultClick}>
              <SearchResultsPanel tab={tab} query={query} onTab={setTab} />
            </div>
          </>
        ) : (
          <SearchStart recent={recent} onRun={runRecent} onRemove={forget} onClear={clear} />
        )}
      </main>
    </div>
  );
}
