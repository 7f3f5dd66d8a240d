import { useId, type ReactNode } from 'react';

/** One titled tile of the Overview tab, named by its heading for landmark navigation. */
export function OverviewCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-3 rounded-2xl bg-zinc-900 p-4 ring-1 ring-white/10 ${className}`}>
      <h2 id={headingId} className="text-sm font-semibold text-zinc-400">
        {title}
      </h2>
      {children}
    </section>
  );
}
