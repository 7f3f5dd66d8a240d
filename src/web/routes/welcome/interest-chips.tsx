import { Check } from 'lucide-react';

interface Item {
  value: string;
  label: string;
  avatarUrl?: string | null;
}

/** A group of toggle chips: each a button whose pressed state says whether it is picked. */
export function InterestChips({ title, items, picked, onToggle }: { title: string; items: Item[]; picked: string[]; onToggle: (value: string) => void }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const on = picked.includes(item.value);
          return (
            <li key={item.value}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(item.value)}
                className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-pink-400 ${
                  on ? 'border-pink-500 bg-pink-600/30 text-white' : 'border-zinc-700 bg-zinc-900 text-zinc-200 hover:bg-zinc-800'
                }`}
              >
                {item.avatarUrl ? <img src={item.avatarUrl} alt="" className="size-6 rounded-full object-cover" /> : null}
                <span dir="auto">{item.label}</span>
                {on ? <Check aria-hidden="true" className="size-4" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
