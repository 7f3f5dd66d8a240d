import { useId, useState } from 'react';
import { AiPicksPanel } from './ai-picks-panel.tsx';
import { DiscoverPanel } from './discover-panel.tsx';
import { TabList, tabIds, type TabItem } from '../../components/ui/tab-list.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { msg } from '../../i18n/i18n.ts';

type Tab = 'discover' | 'picks';
const TABS: TabItem<Tab>[] = [
  { id: 'discover', label: msg('Discover') },
  { id: 'picks', label: msg('AI Picks') },
];

/**
 * Spec §2 Singles Match tabs: Discover and AI Picks, a WAI-ARIA tab list (arrow keys, Home and End move and
 * select). Both panels stay mounted and the inactive one is hidden, so switching tabs does not lose the
 * place in Discover or reload the pick.
 */
export function MatchTabs() {
  const { t } = useTranslation('match');
  const [active, setActive] = useState<Tab>('discover');
  const baseId = useId();

  return (
    <section className="flex flex-col gap-4">
      <TabList tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} active={active} onChange={setActive} label={t('Singles Match')} idBase={baseId} />
      {TABS.map((tab) => (
        <div key={tab.id} id={tabIds(baseId, tab.id).panel} role="tabpanel" aria-labelledby={tabIds(baseId, tab.id).tab} hidden={tab.id !== active}>
          {tab.id === 'discover' ? <DiscoverPanel active={active === 'discover'} /> : <AiPicksPanel />}
        </div>
      ))}
    </section>
  );
}
