import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { HeaderSearch } from '../search/header-search.tsx';
import { buttonClasses } from './button-styles.ts';

interface PageHeaderProps {
  title: string;
  /**
   * Where the back arrow goes and what screen readers hear for it. With `preferHistory` it steps back in
   * the app's history when there is any (a page opened directly still lands on `to`).
   */
  back: { to: string; label: string; preferHistory?: boolean };
  actions?: ReactNode;
  /** Screens with a side column (the sound library, the editor) line the header up with their wider body. */
  wide?: boolean;
}

interface BackControlProps {
  back: PageHeaderProps['back'];
}

/** The back arrow of a screen's top bar: a step back in the app's history when asked and possible, else a link. */
export function BackControl({ back }: BackControlProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const classes = buttonClasses('ghost', 'compact');
  const icon = <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />;
  if (back.preferHistory && location.key !== 'default') {
    return (
      <button type="button" onClick={() => void navigate(-1)} aria-label={back.label} title={back.label} className={classes}>
        {icon}
      </button>
    );
  }
  return (
    <Link to={back.to} aria-label={back.label} title={back.label} className={classes}>
      {icon}
    </Link>
  );
}

/**
 * The top bar of a secondary screen: a back control, the screen's heading, search (a field from lg up, a
 * magnifier on phones) and optional actions on the right.
 */
export function PageHeader({ title, back, actions, wide = false }: PageHeaderProps) {
  return (
    <header className="sticky top-0 z-10 border-b border-white/5 bg-black/90 backdrop-blur">
      <div className={`mx-auto flex ${wide ? 'max-w-5xl' : 'max-w-2xl'} items-center gap-2 px-3 py-2`}>
        <BackControl back={back} />
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{title}</h1>
        <HeaderSearch />
        {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
      </div>
    </header>
  );
}
