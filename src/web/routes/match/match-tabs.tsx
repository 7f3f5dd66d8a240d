import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { MATCH_MESSAGES } from '../../../shared/chat-messages.ts';
import { AiPicksPanel } from './ai-picks-panel.tsx';
import { DiscoverPanel } from './discover-panel.tsx';

type Tab = 'discover' | 'picks';
const TABS: { id: Tab; label: string }[] = [
  { id: 'discover', label: MATCH_MESSAGES.discover },
  { id: 'picks', label: MATCH_MESSAGES.aiPicks },
];

/**
 * Spec §2 Singles Match tabs: Discover and AI Picks, a WAI-ARIA tab list (arrow keys, Home and End move and
 * select). Both panels stay mounted and the inactive one is hidden, so switching tabs does not lose the
 * place in Discover or reload the pick.
 */
export function MatchTabs() {
  const [active, setActive] = useState<Tab>('discover');
  const baseId = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const select = (tab: Tab) => {
    setActive(tab);
    tabRefs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % TABS.length
      : event.key === 'ArrowLeft' ? (index - 1 + TABS.length) % TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? TABS.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    select(TABS[next].id);
  };

  return (
    <section className="flex flex-col gap-4">
      <div role="tablist" aria-label={MATCH_MESSAGES.title} onKeyDown={onKeyDown} className="flex border-b border-zinc-800">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
            }}
            id={`${baseId}-${tab.id}-tab`}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            className={`flex-1 border-b-2 py-2.5 text-sm font-semibold ${tab.id === active ? 'border-pink-500 text-white' : 'border-transparent text-zinc-400 hover:text-zinc-200'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab.id} id={`${baseId}-${tab.id}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab.id}-tab`} hidden={tab.id !== active}>
          {tab.id === 'discover' ? <DiscoverPanel active={active === 'discover'} /> : <AiPicksPanel />}
        </div>
      ))}
    </section>
  );
}
