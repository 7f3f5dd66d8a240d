import { startTransition, useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

/**
 * The app's RouterProvider, safe from a change it would miss. RouterProvider reads the router's state when it
 * first renders and subscribes only once committed; the first render is a transition, which React slices and
 * yields between (main.tsx), so a lazy route that resolves in between was never shown: the app stayed on its
 * starting screen. It happened whenever the route's code was already loaded, as when the shell starts the app
 * after the boot video's first frame (decision 082). Once committed, a state it did not see renders it again.
 */
export function AppRouter() {
  const [rendered] = useState(() => router.state);
  const [generation, setGeneration] = useState(0);
  useLayoutEffect(() => {
    // A new key mounts it afresh on the current state, as a transition: the whole app's render, sliced like the
    // first, not one long task (issue 53: 400–700 ms at 4× on the feed's start).
    if (router.state !== rendered) startTransition(() => setGeneration(1));
  }, [rendered]);
  return <RouterProvider key={generation} router={router} />;
}
