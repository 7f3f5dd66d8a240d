import { useCallback, useEffect, useState } from 'react';
import { pushState, turnPushOff, turnPushOn, type PushState } from './push-device.ts';

/**
 * This browser's push state for a screen: read when it mounts and again when the tab comes back (the person may
 * have changed the permission in the browser's settings meanwhile); `null` until the first read answers.
 */
export function usePushDevice() {
  const [state, setState] = useState<PushState | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    const read = () => void pushState().then((next) => live && setState(next), () => live && setState('unsupported'));
    read();
    const onVisible = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  /** Runs one change; the state afterwards is what the browser says, whatever happened. */
  const change = useCallback(async (to: 'on' | 'off') => {
    setPending(true);
    try {
      await (to === 'on' ? turnPushOn() : turnPushOff());
    } finally {
      setState(await pushState().catch(() => 'unsupported' as const));
      setPending(false);
    }
  }, []);

  return { state, pending, turnOn: () => change('on'), turnOff: () => change('off') };
}
