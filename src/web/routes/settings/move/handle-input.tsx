import { Input } from '../../../components/ui/input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface HandleInputProps {
  label: string;
  value: string;
  disabled: boolean;
  error: string | undefined;
  /** The typed text; the caller clears its own error and the last answer. */
  onChange(value: string): void;
}

/** An account on another server typed as `name@server`: no autocorrect, capitals or suggestions in the way. */
export function HandleInput({ label, value, disabled, error, onChange }: HandleInputProps) {
  const { t } = useTranslation('settings');
  return (
    <Input
      label={label}
      placeholder={t('name@server.example')}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
