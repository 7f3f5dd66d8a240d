import { useId, type ReactNode, type Ref } from 'react';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { HealthState } from '../../../api/server-health-api.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

const BADGE: Record<HealthState, string> = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  amber: 'bg-amber-500/15 text-amber-200 ring-amber-500/30',
  red: 'bg-red-500/15 text-red-300 ring-red-500/30',
};
const ICON = { green: CircleCheck, amber: TriangleAlert, red: CircleAlert } as const;

/** A part's state as a word and a shape as well as a colour, so it reads without colour vision (WCAG 1.4.1). */
export function StateBadge({ state }: { state: HealthState }) {
  const { t } = useTranslation('admin');
  const words: Record<HealthState, string> = { green: t('OK'), amber: t('Needs attention'), red: t('Action needed') };
  const Icon = ICON[state];
  return (
    <span data-state={state} className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${BADGE[state]}`}>
      <Icon aria-hidden="true" className="size-4" />
      {words[state]}
    </span>
  );
}

interface HealthCardProps {
  title: string;
  /** Absent for facts with no judgement (the uptime). */
  state?: HealthState;
  /** What to do, shown while the part is not green. */
  advice?: readonly string[];
  /** The queue and federation lists need the whole width on a desktop. */
  wide?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/**
 * One part of the server. The state word sits inside the heading, so a screen reader moving by headings
 * hears "Job queue, Action needed" without entering the card.
 */
export function HealthCard({ title, state, advice = [], wide = false, headingRef, children }: HealthCardProps) {
  const headingId = useId();
  const shownAdvice = state && state !== 'green' ? advice : [];
  return (
    <section aria-labelledby={headingId} className={`flex min-w-0 flex-col gap-3 rounded-2xl bg-zinc-900 p-4 ring-1 ring-white/10 ${wide ? 'md:col-span-2' : ''}`}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="flex flex-wrap items-center justify-between gap-2 text-lg font-bold focus:outline-none">
        <span>{title}</span> {state ? <StateBadge state={state} /> : null}
      </h2>
      {shownAdvice.map((line) => (
        <p key={line} className="text-sm text-zinc-200">
          {line}
        </p>
      ))}
      {children}
    </section>
  );
}

/** Label and value pairs: a description list, so each value is read with its name. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-zinc-400">{label}</dt>
          <dd className="min-w-0 font-medium break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A version, a file name, a job's kind: left to right even in Arabic, where '5.1.9-0+deb12u1' would otherwise
 * be reordered around its punctuation.
 */
export function Technical({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span dir="ltr" className={`break-all ${className}`.trim()}>
      {text}
    </span>
  );
}

/** An error the server recorded, as written (its own direction): monospace, wrapped so a long line never widens the page. */
export function ErrorText({ text }: { text: string }) {
  return <pre dir="auto" className="rounded-lg bg-black/40 p-2 font-mono text-xs whitespace-pre-wrap break-words text-zinc-200">{text}</pre>;
}
