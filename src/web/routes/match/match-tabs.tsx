import { useId, useState } from 'react';
import { MATCH_MESSAGES } from '../../../shared/chat-messages.ts';
import { AiPicksPanel } from './ai-picks-panel.tsx';
import { DiscoverPanel } from './discover-panel.tsx';
import { TabList, tabIds, type TabItem } from '../../components/ui/tab-list.tsx';

type Tab = 'discover' | 'picks';
const TABS: TabItem<Tab>[] = [
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

  return (
    <section className="flex flex-col gap-4">
      <TabList tabs={TABS} active={active} onChange={setActive} label={MATCH_MESSAGES.title} idBase={baseId} />
      {TABS.map((tab) => (
        <div key={tab.id} id={tabIds(baseId, tab.id).panel} role="tabpanel" aria-labelledby={tabIds(baseId, tab.id).tab} hidden={tab.id !== active}>
          {tab.id === 'discover' ? <DiscoverPanel active={active === 'discover'} /> : <AiPicksPanel />}
        </div>
      ))}
    </section>
  );
}
