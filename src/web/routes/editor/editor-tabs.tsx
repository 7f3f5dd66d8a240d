import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { msg } from '../../i18n/i18n.ts';
import { TabList, tabIds, type TabItem } from '../../components/ui/tab-list.tsx';
import type { useEditRecipe } from './use-edit-recipe.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { TrimPanel } from './trim-panel.tsx';
import { EffectsPanel } from './effects-panel.tsx';
import { MusicPanel } from './music-panel.tsx';

type Tab = 'Filters' | 'Trim' | 'Effects' | 'Music';
const TABS: TabItem<Tab>[] = [
  { id: 'Filters', label: msg('Filters') },
  { id: 'Trim', label: msg('Trim') },
  { id: 'Effects', label: msg('Effects') },
  { id: 'Music', label: msg('Music') },
];

interface EditorTabsProps {
  videoId: string;
  duration: number;
  recipe: ReturnType<typeof useEditRecipe>;
}

/** Spec §2: tabs Filters, Trim, Effects, Music. */
export function EditorTabs({ videoId, duration, recipe }: EditorTabsProps) {
  const { t } = useTranslation('editor');
  const [tab, setTab] = useState<Tab>('Filters');
  const base = useId();

  return (
    <div className="rounded-2xl bg-zinc-950 ring-1 ring-white/10">
      <TabList tabs={TABS.map((item) => ({ ...item, label: t(item.label) }))} active={tab} onChange={setTab} label={t('Editor tools')} idBase={base} />
      <div role="tabpanel" id={tabIds(base, tab).panel} aria-labelledby={tabIds(base, tab).tab} className="p-4">
        {tab === 'Filters' ? <FiltersPanel edit={recipe.edit} update={recipe.update} /> : null}
        {tab === 'Trim' ? <TrimPanel edit={recipe.edit} duration={duration} setTrimStart={recipe.setTrimStart} setTrimEnd={recipe.setTrimEnd} /> : null}
        {tab === 'Effects' ? <EffectsPanel edit={recipe.edit} update={recipe.update} /> : null}
        {tab === 'Music' ? <MusicPanel videoId={videoId} edit={recipe.edit} update={recipe.update} /> : null}
      </div>
    </div>
  );
}
