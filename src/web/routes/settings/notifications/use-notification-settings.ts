import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import { NOTIFICATION_SETTINGS_TEXT } from '../../../../shared/creator-messages.ts';
import { notificationsApi, type NotificationSetting } from '../../../api/notifications-api.ts';
import { notificationKeys } from '../../../api/notification-keys.ts';

type Settings = { items: NotificationSetting[] };

/** The per-kind settings; a switch changes at once and goes back if the save fails. */
export function useNotificationSettings(userId: string) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const key = notificationKeys.settings(userId);
  const settings = useQuery({ queryKey: key, queryFn: ({ signal }) => notificationsApi.settings(signal), enabled: userId !== '' });

  const save = useMutation({
    mutationFn: (row: NotificationSetting) => notificationsApi.saveSettings([row]),
    onMutate: async (row) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Settings>(key);
      queryClient.setQueryData<Settings>(key, (current) => current && { items: current.items.map((item) => (item.kind === row.kind ? row : item)) });
      return { before };
    },
    onError: (_error, _row, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error(t(NOTIFICATION_SETTINGS_TEXT.saveFailed));
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });

  return { settings, save };
}
