import { useTranslation } from '../../../i18n/use-translation.ts';
import { useId } from 'react';
import { BellRing } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { PUSH_TEXT } from '../../../pwa/push-text.ts';
import { usePushDevice } from '../../../pwa/use-push-device.ts';
import type { PushState } from '../../../pwa/push-device.ts';

/** Why the switch cannot be used, when it cannot. */
function blockedReason(state: PushState | null): string | null {
  if (state === null) return PUSH_TEXT.checking;
  if (state === 'unsupported') return PUSH_TEXT.unsupported;
  if (state === 'denied') return PUSH_TEXT.denied;
  return null;
}

/**
 * Settings → Notifications: "Push notifications on this device" (issue 37, decision 044). A switch (role
 * switch, so a screen reader says on or off); turning it on asks the browser's permission from this tap, never
 * before. Unsupported browsers and a blocked permission say why and how, instead of a switch that does nothing.
 */
export function PushDeviceSection() {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const noteId = useId();
  const { state, pending, turnOn, turnOff } = usePushDevice();
  const on = state === 'on';
  const reason = blockedReason(state);

  const toggle = () => {
    (on ? turnOff() : turnOn()).then(
      () => undefined,
      (error: unknown) => toast.error(serverMessage(error, t(PUSH_TEXT.failed))),
    );
  };

  return (
    <section aria-labelledby={headingId} data-push-state={state ?? 'checking'} className="flex flex-col gap-3 border-t border-zinc-800 pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(PUSH_TEXT.sectionTitle)}
      </h2>
      <p className="text-sm text-zinc-400">{t(PUSH_TEXT.sectionDetail)}</p>
      <div className="flex items-center gap-3 rounded-xl bg-zinc-900 px-4 py-3">
        <BellRing aria-hidden="true" className="size-5 shrink-0 text-pink-400" />
        <span className="min-w-0 flex-1 font-semibold">{t(PUSH_TEXT.switchLabel)}</span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={t(PUSH_TEXT.switchLabel)}
          aria-describedby={reason ? noteId : undefined}
          disabled={pending || reason !== null}
          onClick={toggle}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-zinc-700 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-400 disabled:cursor-not-allowed disabled:opacity-50 aria-checked:bg-pink-600"
        >
          <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white transition-transform ${on ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'}`} />
        </button>
      </div>
      {reason ? (
        <p id={noteId} role={state === null ? undefined : 'note'} className="text-sm text-zinc-400">
          {t(reason)}
        </p>
      ) : (
        <p role="status" className="sr-only">
          {on ? t(PUSH_TEXT.turnedOn) : t(PUSH_TEXT.turnedOff)}
        </p>
      )}
    </section>
  );
}
