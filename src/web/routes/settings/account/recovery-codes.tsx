import { useTranslation } from '../../../i18n/use-translation.ts';
import { useId } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { CopyButton } from './copy-button.tsx';

/**
 * Fresh recovery codes, shown this once (the server keeps only their hashes). The person says they saved
 * them before the panel closes, so they are not lost to an accidental tap elsewhere.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-pink-500/40 bg-zinc-900 p-4">
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden="true" className="size-4 text-pink-400" />
        {t(ACCOUNT_TEXT.codesTitle)}
      </h3>
      <p className="text-sm text-zinc-300">{t(ACCOUNT_TEXT.codesDetail)}</p>
      <ul aria-labelledby={titleId} className="grid grid-cols-2 gap-2 font-mono text-sm select-all">
        {codes.map((code) => (
          <li key={code} className="rounded bg-black px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label={t(ACCOUNT_TEXT.copyCodes)} />
        <Button onClick={onDone}>{t(ACCOUNT_TEXT.savedCodes)}</Button>
      </div>
    </div>
  );
}
