import { useTranslation } from '../../../i18n/use-translation.ts';
import { SCOPES, SCOPE_LABELS, type Scope } from '../../../../shared/app-tokens.ts';
import { APPS_TEXT } from './apps-text.ts';

/** The four scopes as labelled checkboxes in a fieldset, so the group is named for screen readers. */
export function ScopeCheckboxes({ value, onChange, error }: { value: Scope[]; onChange: (scopes: Scope[]) => void; error?: string }) {
  const { t } = useTranslation('settings');
  const toggle = (scope: Scope, on: boolean) => onChange(on ? SCOPES.filter((s) => s === scope || value.includes(s)) : value.filter((s) => s !== scope));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'scope-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-zinc-300">{t(APPS_TEXT.scopes)}</legend>
      {SCOPES.map((scope) => (
        <label key={scope} className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1 size-4 accent-pink-600" checked={value.includes(scope)} onChange={(event) => toggle(scope, event.target.checked)} />
          <span>
            <span className="font-mono font-semibold">{scope}</span> <span className="text-zinc-400">— {t(SCOPE_LABELS[scope])}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id="scope-error" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
