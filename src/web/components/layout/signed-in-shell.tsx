import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '../../hooks/use-media-query.ts';

// Its own chunk, fetched only at desktop widths: a phone's first load carries none of it (decision 020).
const NavRail = lazy(() => import('./nav-rail.tsx').then((m) => ({ default: m.NavRail })));

/**
 * Every signed-in screen sits in this (decision 029): from lg up the navigation rail on the left and the
 * screen beside it; on phones the screen alone, as the spec draws it. The screen keeps its place in the tree
 * at both sizes, so crossing the breakpoint does not remount it.
 */
export function SignedInShell() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <div className="lg:flex">
      {desktop ? (
        // The width is kept while the rail's chunk loads, so the screen does not jump sideways.
        <div className="w-20 shrink-0 xl:w-60">
          <Suspense fallback={null}>
            <NavRail />
          </Suspense>
        </div>
      ) : null}
      <div className="min-w-0 lg:flex-1">
        <Outlet />
      </div>
    </div>
  );
}
