import type { ComponentType, ReactNode } from 'react';
import { NavLink } from 'react-router';

export type RailIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** A rail entry's look: icon only at lg (the name kept for screen readers and as a tooltip), icon and name from xl. */
export const railItemClass = (current: boolean) =>
  'flex h-12 w-full items-center justify-center gap-4 rounded-xl px-3 text-base transition-colors xl:justify-start ' +
  'focus-visible:outline-2 focus-visible:outline-pink-400 ' +
  (current ? 'bg-white/10 font-bold text-white' : 'text-zinc-300 hover:bg-white/5 hover:text-white');

interface RailLinkProps {
  to: string;
  label: string;
  Icon: RailIcon;
  /** Marked current only on this exact path (the Following feed at /), not on the paths under it. */
  end?: boolean;
  /** Drawn on the icon's corner (the unread count). */
  badge?: ReactNode;
}

/** One destination of the rail; NavLink marks the current screen with aria-current="page". */
export function RailLink({ to, label, Icon, end, badge }: RailLinkProps) {
  return (
    <li>
      <NavLink to={to} end={end} title={label} className={({ isActive }) => railItemClass(isActive)}>
        <span className="relative shrink-0">
          <Icon aria-hidden="true" className="size-6" />
          {badge}
        </span>
        <span className="sr-only xl:not-sr-only">{label}</span>
      </NavLink>
    </li>
  );
}
