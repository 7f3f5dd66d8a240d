import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button-styles.ts';

interface PageHeaderProps {
  title: string;
  /** Where the back arrow goes, and what screen readers hear for it. */
  back: { to: string; label: string };
  actions?: ReactNode;
}

/** The top bar of a secondary screen: a back link, the screen's heading, optional actions on the right. */
export function PageHeader({ title, back, actions }: PageHeaderProps) {
  return (
    <header className="sticky top-0 z-10 border-b border-white/5 bg-black/90 backdrop-blur">
      <div className="mx-auto flex max-w-2xl items-center gap-2 px-3 py-2">
        <Link to={back.to} aria-label={back.label} title={back.label} className={buttonClasses('ghost', 'compact')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{title}</h1>
        {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
      </div>
    </header>
  );
}
