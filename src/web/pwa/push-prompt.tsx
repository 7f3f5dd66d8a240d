import { useEffect, useId, useState } from 'react';
import { BellRing } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation.ts';
import { toast } from '../components/ui/toast.ts';
import { useAuth } from '../auth/auth-provider.tsx';
import { Button } from '../components/ui/button.tsx';
import { serverMessage } from '../lib/form-check.ts';
import { PUSH_TEXT } from './push-text.ts';
import { rememberPushPromptShown, usePushPromptOffered } from './push-prompt-offer.ts';
import { pushState, turnPushOn } from './push-device.ts';

/**
 * The one-time invitation to turn on push (issue 37, decision 044), after a first follow or comment. A
 * non-modal region at the bottom: it takes no focus from what the person was doing, a screen reader hears it
 * (status), Tab reaches its two buttons, Escape or "Not now" closes it, and it never comes back on this browser.
 * The browser's own permission question comes only from the "Turn on" tap.
 */
export function PushPrompt() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const offered = usePushPromptOffered();
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (!offered || !user) return;
    let live = true;
    // Only to someone who could say yes: supported, not yet asked by the browser, not already on.
    void pushState().then((state) => {
      if (!live || state !== 'off' || Notification.permission !== 'default') return;
      rememberPushPromptShown();
      setVisible(true);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [offered, user]);

  if (!visible) return null;
  const close = () => setVisible(false);
  const accept = () => {
    setPending(true);
    turnPushOn().then(
      (state) => state === 'on' && toast.success(t(PUSH_TEXT.turnedOn)),
      (error: unknown) => toast.error(serverMessage(error, t(PUSH_TEXT.failed))),
    ).finally(close);
  };

  return (
    <section
      aria-labelledby={titleId}
      onKeyDown={(event) => event.key === 'Escape' && close()}
      className="fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-md items-start gap-3 rounded-2xl border border-zinc-700 bg-zinc-900 p-4 text-zinc-100 shadow-xl md:bottom-6"
    >
      <BellRing aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-pink-400" />
      <div className="min-w-0 flex-1">
        <div role="status">
          <h2 id={titleId} className="font-semibold">
            {t(PUSH_TEXT.promptTitle)}
          </h2>
          <p className="mt-1 text-sm text-zinc-300">{t(PUSH_TEXT.promptBody)}</p>
        </div>
        <div className="mt-3 flex gap-2">
          <Button size="sm" disabled={pending} onClick={accept}>
            {t(PUSH_TEXT.promptAccept)}
          </Button>
          <Button size="sm" variant="secondary" onClick={close}>
            {t(PUSH_TEXT.promptDismiss)}
          </Button>
        </div>
      </div>
    </section>
  );
}
