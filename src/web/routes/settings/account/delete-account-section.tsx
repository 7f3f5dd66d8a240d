import { useTranslation } from '../../../i18n/use-translation.ts';
import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** The danger zone, last on the screen and set apart in red; the dialog explains and confirms. */
export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <AccountSection title={t(ACCOUNT_TEXT.deleteTitle)}>
      <div className="flex flex-col gap-3 rounded-xl border border-red-500/40 bg-red-950/30 p-4">
        <p className="flex items-start gap-2 text-sm text-red-50">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-red-300" />
          {t(ACCOUNT_TEXT.deleteDetail, { days: ACCOUNT_DELETION_GRACE_DAYS })}
        </p>
        <Button variant="danger" onClick={() => setOpen(true)} className="self-start">
          {t(ACCOUNT_TEXT.deleteButton)}
        </Button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </AccountSection>
  );
}
