import { useTranslation } from '../../i18n/use-translation.ts';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { emailTokenSchema } from '../../../shared/account.schema.ts';
import type { ServerNote } from '../../api/account-api.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { serverMessage } from '../../lib/form-check.ts';
import { AuthShell } from './auth-shell.tsx';
import { RECOVERY_TEXT } from './recovery-text.ts';

interface LinkActionPageProps {
  title: string;
  detail: string;
  confirm: string;
  busy: string;
  act: (token: string) => Promise<ServerNote>;
}

/**
 * A mailed link that changes something (removing every passkey, cancelling an address change): it acts only
 * when the person presses the button, never on opening, since mail scanners open links by themselves.
 */
export function LinkActionPage({ title, detail, confirm, busy, act }: LinkActionPageProps) {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') ?? '';
  const wellFormed = emailTokenSchema.safeParse({ token }).success;
  const action = useMutation({ mutationFn: () => act(token) });
  const failed = !wellFormed || action.isError;
  const heading = failed ? serverMessage(action.error, t(ACCOUNT_MESSAGES.verifyLinkInvalid)) : action.isSuccess ? action.data.message : title;
  useDocumentTitle(heading);

  if (failed || action.isSuccess) {
    return (
      <AuthShell title={heading}>
        <div className="flex flex-col items-center gap-6">
          {failed ? <CircleAlert aria-hidden="true" className="size-12 text-red-400" /> : <CircleCheck aria-hidden="true" className="size-12 text-green-400" />}
          <ButtonLink to={failed ? '/' : '/auth/forgot'} size="lg" className="w-full">
            {failed ? t(RECOVERY_TEXT.goHome) : t(RECOVERY_TEXT.forgotTitle)}
          </ButtonLink>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={title} subtitle={detail}>
      <Button size="lg" variant="danger" className="w-full" disabled={action.isPending} aria-busy={action.isPending} onClick={() => action.mutate()}>
        {action.isPending ? busy : confirm}
      </Button>
    </AuthShell>
  );
}
