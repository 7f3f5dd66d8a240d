import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** The ids that tie a tab to its panel, for `aria-controls` and `aria-labelledby`. */
export const tabIds = (base: string, id: string) => ({ tab: `${base}-${id}-tab`, panel: `${base}-${id}-panel` });

interface TabListProps<T extends string> {
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  /** What the tab list is called to screen readers. */
  label: string;
  /** A useId() of the screen, shared with its panels through tabIds. */
  idBase: string;
}

/**
 * A WAI-ARIA tab list: one tab in the tab order, arrow keys move and select (wrapping), Home and End jump.
 * The screen renders the panels with `role="tabpanel"` and the ids from tabIds.
 */
export function TabList<T extends string>({ tabs, active, onChange, label, idBase }: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length].id;
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    // On a narrow phone a profile's six tabs are wider than the screen: the row scrolls rather than the page.
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex overflow-x-auto border-b border-zinc-800">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) buttons.current.set(tab.id, element);
          }}
          id={tabIds(idBase, tab.id).tab}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          aria-controls={tabIds(idBase, tab.id).panel}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onChange(tab.id)}
          className={`flex-1 border-b-2 px-2 py-2.5 text-sm font-semibold whitespace-nowrap ${tab.id === active ? 'border-pink-500 text-white' : 'border-transparent text-zinc-400 hover:text-zinc-200'}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
