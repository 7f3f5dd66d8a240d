import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_TABS, type SearchTab } from '../../../shared/search-types.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX } from '../../../shared/constants.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';


const isTab = (value: string | null): value is SearchTab => SEARCH_TABS.includes(value as SearchTab);

/**
 * The search screen's words and tab, kept in the URL (/search?q=&tab=) so a search can be shared, reloaded
 * and stepped back to. What is typed reaches the URL once typing pauses, with `replace`, so Back leaves the
 * screen instead of walking through every keystroke; Enter writes it at once.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const tabParam = params.get('tab');
  const tab: SearchTab = isTab(tabParam) ? tabParam : 'top';
  const [text, setText] = useState(query);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The words this screen last put in the URL: any other change came from outside (Back, a link).
  const written = useRef(query);

  const writeQuery = useCallback(
    (words: string) => {
      written.current = words;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (words) next.set('q', words);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (settled !== written.current) writeQuery(settled);
  }, [settled, writeQuery]);

  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setText(query);
  }, [query]);

  const setTab = useCallback(
    (next: SearchTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'top') updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Enter: search now, without waiting for the pause. */
  const submit = useCallback(() => writeQuery(text.trim()), [text, writeQuery]);

  /** A recent search tapped: these words, now. */
  const run = useCallback(
    (words: string) => {
      setText(words);
      writeQuery(words.trim());
    },
    [writeQuery],
  );

  return { query, tab, text, setText, setTab, submit, run };
}
