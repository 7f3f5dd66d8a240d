import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { useEditRecipe } from './use-edit-recipe.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { TrimPanel } from './trim-panel.tsx';
import { EffectsPanel } from './effects-panel.tsx';
import { MusicPanel } from './music-panel.tsx';

const TABS = ['Filters', 'Trim', 'Effects', 'Music'] as const;
type Tab = (typeof TABS)[number];

interface EditorTabsProps {
  videoId: string;
  duration: number;
  recipe: ReturnType<typeof useEditRecipe>;
}

/** Spec §2: tabs Filters, Trim, Effects, Music, as an ARIA tab list (arrow keys move, Home/End jump). */
export function EditorTabs({ videoId, duration, recipe }: EditorTabsProps) {
  const [tab, setTab] = useState<Tab>('Filters');
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + TABS.length) % TABS.length;
    setTab(TABS[next]);
    buttons.current[next]?.focus();
  };

  return (
    <div className="rounded-2xl bg-zinc-950 ring-1 ring-white/10">
      <div role="tablist" aria-label="Editor tools" className="grid grid-cols-4 border-b border-white/10">
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => void (buttons.current[index] = element)}
            type="button"
            role="tab"
            id={`${base}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${base}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`px-2 py-3 text-sm font-semibold ${tab === name ? 'border-b-2 border-pink-500 text-white' : 'text-zinc-400 hover:text-white'}`}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}-tab`} className="p-4">
        {tab === 'Filters' ? <FiltersPanel edit={recipe.edit} update={recipe.update} /> : null}
        {tab === 'Trim' ? <TrimPanel edit={recipe.edit} duration={duration} setTrimStart={recipe.setTrimStart} setTrimEnd={recipe.setTrimEnd} /> : null}
        {tab === 'Effects' ? <EffectsPanel edit={recipe.edit} update={recipe.update} /> : null}
        {tab === 'Music' ? <MusicPanel videoId={videoId} edit={recipe.edit} update={recipe.update} /> : null}
      </div>
    </div>
  );
}
