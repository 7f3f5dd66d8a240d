import { Input } from '../../../components/ui/input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { HandleField } from './use-handle-field.ts';

interface HandleInputProps {
  label: string;
  field: HandleField;
  disabled: boolean;
}

/** An account on another server typed as `name@server`: no autocorrect, capitals or suggestions in the way. */
export function HandleInput({ label, field, disabled }: HandleInputProps) {
  const { t } = useTranslation('settings');
  return (
    <Input
      label={label}
      placeholder={t('name@server.example')}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={field.value}
      disabled={disabled}
      error={field.error}
      onChange={(event) => field.change(event.target.value)}
    />
  );
}
