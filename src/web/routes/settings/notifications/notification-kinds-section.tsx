import { useTranslation } from '../../../i18n/use-translation.ts';
import { useId } from 'react';
import { NOTIFICATION_SETTINGS_TEXT } from '../../../../shared/creator-messages.ts';
import type { NotificationSetting } from '../../../api/notifications-api.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useNotificationSettings } from './use-notification-settings.ts';

/** A switch as a native checkbox with role="switch": keyboard and screen readers get on/off for free. */
function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      role="switch"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 accent-pink-600"
    />
  );
}

function KindRow({ row, onChange }: { row: NotificationSetting; onChange: (row: NotificationSetting) => void }) {
  const { t } = useTranslation('settings');
  const name = t(NOTIFICATION_SETTINGS_TEXT.kinds[row.kind]);
  return (
    <tr data-kind={row.kind} className="border-t border-zinc-800">
      <th scope="row" className="py-2 pe-3 text-start font-normal">
        {name}
      </th>
      <td className="py-2 text-center">
        <Switch label={`${name}: ${t(NOTIFICATION_SETTINGS_TEXT.inApp)}`} checked={row.inApp} onChange={(inApp) => onChange({ ...row, inApp })} />
      </td>
      <td className="py-2 text-center">
        <Switch label={`${name}: ${t(NOTIFICATION_SETTINGS_TEXT.push)}`} checked={row.push} onChange={(push) => onChange({ ...row, push })} />
      </td>
    </tr>
  );
}

/**
 * Settings' notifications table (issue 37): per kind, whether it shows in the app and whether it is pushed.
 * Its own files, so the push-subscription switch built beside it stays apart.
 */
export function NotificationKindsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const { settings, save } = useNotificationSettings(userId);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-zinc-800 pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(NOTIFICATION_SETTINGS_TEXT.title)}
      </h2>
      <QueryState
        query={settings}
        look="inline"
        className="justify-between"
        alert="none"
        text={{ loading: t('Loading notification settings'), failed: t(NOTIFICATION_SETTINGS_TEXT.loadFailed), retry: t('Try again') }}
      >
        {(data) => (
          <table aria-labelledby={headingId} className="w-full text-sm">
            <thead>
              <tr className="text-zinc-400">
                <td />
                <th scope="col" className="w-20 pb-2 font-normal">
                  {t(NOTIFICATION_SETTINGS_TEXT.inApp)}
                </th>
                <th scope="col" className="w-20 pb-2 font-normal">
                  {t(NOTIFICATION_SETTINGS_TEXT.push)}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <KindRow key={row.kind} row={row} onChange={(changed) => save.mutate(changed)} />
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
