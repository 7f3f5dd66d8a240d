import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { uploadsApi } from '../../api/uploads-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ScheduleField } from '../../components/video/schedule-field.tsx';
import { formatScheduled, localValue, withOffset } from '../../components/video/schedule-time.ts';

/** Schedules a draft, or moves a scheduled post (issue 42): a time in the creator's own time zone. */
export function ScheduleDialog({ videoId, current, onClose, onSaved }: { videoId: string; current: string | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('profile');
  const [value, setValue] = useState(current ? localValue(new Date(current)) : '');
  const save = useMutation({
    mutationFn: () => uploadsApi.schedule(videoId, withOffset(value)),
    onSuccess: (scheduled) => {
      toast.success(t('Scheduled for {{time}}', { time: formatScheduled(String(scheduled.scheduledAt)) }));
      onSaved();
      onClose();
    },
    onError: (error) => toast.error(t('Could not schedule this video'), { description: error.message }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value && !save.isPending) save.mutate();
  };
  return (
    <Dialog open onClose={onClose} title={current ? t('Change time') : t('Schedule')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <ScheduleField value={value} onChange={setValue} disabled={save.isPending} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={!value || save.isPending}>
            {save.isPending ? t('Saving…') : t('Save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
