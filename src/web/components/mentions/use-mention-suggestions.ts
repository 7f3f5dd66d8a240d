import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mentionAtCaret } from '../../../shared/mentions.ts';
import { searchApi, type SearchPerson } from '../../api/search-api.ts';
import { searchKeys, searchStaleTimes } from '../../api/search-keys.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';

/** Letters typed this close together are one search, not one per key. */
const MENTION_SEARCH_DELAY_MS = 150;
/** A short list under a thumb: the best few matches, never a scrolling page. */
export const MENTION_SUGGESTIONS_MAX = 6;

/** A list found for 'ma' still fits while 'may' is searched (or 'm' after a backspace), not for another name. */
const related = (searched: string, typed: string) => {
  const [a, b] = [searched.toLowerCase(), typed.toLowerCase()];
  return a.startsWith(b) || b.startsWith(a);
};

interface MentionOptions {
  value: string;
  onValueChange: (next: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** The field's own keys (Enter sends), for every key the open list does not take. */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

export interface MentionList {
  id: string;
  open: boolean;
  people: SearchPerson[];
  activeIndex: number;
  optionId: (index: number) => string;
  pick: (person: SearchPerson) => void;
  /** The field the list opens against. */
  anchor: RefObject<HTMLTextAreaElement | null>;
}

/**
 * @mention suggestions for a text field (issue 37), the ARIA combobox pattern with a list and no automatic
 * selection: typing '@' and letters searches people (search's people index), ↓/↑ move through them, Enter or
 * Tab puts '@username ' in place of what was typed, Escape closes the list, a tap on a person does the same
 * as Enter. With the list closed or nothing chosen, every key is the field's own (Enter still sends).
 */
export function useMentionSuggestions({ value, onValueChange, inputRef, onKeyDown }: MentionOptions) {
  const listId = useId();
  const viewerId = useAuth().user?.id;
  // Where the caret is while the field has focus; the list belongs to the mention the caret is in.
  const [caret, setCaret] = useState<number | null>(null);
  // The mention (by where its '@' is) whose list Escape closed: it stays closed until another is typed.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState({ list: '', index: -1 });
  const caretAfterPick = useRef<number | null>(null);

  const typed = caret === null ? null : mentionAtCaret(value, Math.min(caret, value.length));
  const wanted = typed !== null && typed.query.length > 0 && typed.start !== dismissed;
  const query = useDebouncedValue(wanted ? typed.query : '', MENTION_SEARCH_DELAY_MS);
  const found = useQuery({
    queryKey: searchKeys.mentionSuggestions(query),
    queryFn: async ({ signal }) => ({ query, people: (await searchApi.list('people', query, null, signal)).items }),
    enabled: wanted && query.length > 0,
    staleTime: searchStaleTimes.results,
    // The last list stays while the next letter's search runs, so the list does not blink on every key.
    placeholderData: keepPreviousData,
  });
  const people = wanted && found.data && related(found.data.query, typed.query) ? found.data.people.filter((person) => person.userId !== viewerId).slice(0, MENTION_SUGGESTIONS_MAX) : [];
  const open = people.length > 0;
  // The choice belongs to one list: a new search, or another mention, starts with nothing chosen.
  const listKey = `${typed?.start}:${people.map((person) => person.userId).join()}`;
  const activeIndex = open && active.list === listKey ? active.index : -1;

  // After a pick the field re-renders with the new text; only then can the caret go after the inserted name.
  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    if (at === null || !inputRef.current) return;
    caretAfterPick.current = null;
    inputRef.current.setSelectionRange(at, at);
  }, [value, inputRef]);

  const pick = (person: SearchPerson) => {
    if (!typed) return;
    const after = value.slice(typed.end);
    const inserted = `@${person.username} `;
    // A space already after the word is kept rather than doubled.
    const rest = after.startsWith(' ') ? after.slice(1) : after;
    const at = typed.start + inserted.length;
    caretAfterPick.current = at;
    setCaret(at);
    onValueChange(value.slice(0, typed.start) + inserted + rest);
    inputRef.current?.focus();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const move = (index: number) => {
      event.preventDefault();
      setActive({ list: listKey, index });
    };
    const composing = event.nativeEvent.isComposing;
    if (open && !composing && event.key === 'ArrowDown') return move((activeIndex + 1) % people.length);
    if (open && !composing && event.key === 'ArrowUp') return move(activeIndex <= 0 ? people.length - 1 : activeIndex - 1);
    if (open && !composing && activeIndex >= 0 && (event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      event.preventDefault();
      return pick(people[activeIndex]);
    }
    if (open && event.key === 'Escape') {
      // Not the dialog's or panel's Escape too: one press closes one thing.
      event.preventDefault();
      event.stopPropagation();
      return setDismissed(typed!.start);
    }
    onKeyDown?.(event);
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const readCaret = () => {
    const field = inputRef.current;
    if (!field) return;
    setCaret(field.selectionStart);
    // Out of the mention Escape closed: the next one typed there gets its list again.
    if (!mentionAtCaret(field.value, field.selectionStart)) setDismissed(null);
  };

  const fieldProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
    onKeyDown: keyDown,
    onSelect: readCaret,
    onFocus: readCaret,
    onBlur: () => setCaret(null),
  } as const;
  const list: MentionList = { id: listId, open, people, activeIndex, optionId, pick, anchor: inputRef };
  return { fieldProps, list };
}
