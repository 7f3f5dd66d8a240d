import { useTranslation } from '../../i18n/use-translation.ts';
import { Input } from '../ui/input.tsx';
import { earliestValue, timeZoneName } from './schedule-time.ts';

/** When to post (issue 42): a date and time in the creator's own time zone, which it names. */
export function ScheduleField({ value, onChange, disabled = false }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('upload');
  return (
    <Input
      type="datetime-local"
      label={t('Post at')}
      hint={t('In your time zone: {{zone}}', { zone: timeZoneName() })}
      value={value}
      min={earliestValue()}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      required
    />
  );
}
