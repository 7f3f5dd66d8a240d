import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import { toast } from '../../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-messages.ts';
import type { OwnerConfirmation } from '../../../../shared/account.schema.ts';
import { accountApi, type Passkey } from '../../../api/account-api.ts';
import { accountKeys } from '../../../api/account-keys.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { serverMessage } from '../../../lib/form-check.ts';

/** A passkey to add: its name, and the owner's password (and code) that the server asks for first. */
export interface NewPasskey {
  name: string;
  owner: OwnerConfirmation;
}

/** The browser's part sits between two server calls: a challenge out, the signed credential back. */
async function registerPasskey({ name, owner }: NewPasskey): Promise<Passkey> {
  const optionsJSON = await accountApi.passkeyOptions(owner);
  const response = await startRegistration({ optionsJSON });
  return accountApi.addPasskey(name, response);
}

/**
 * The account's passkeys and what can be done to them. Each change writes the answer into the cached list,
 * so the row appears, renames or goes at once without a second read.
 */
export function usePasskeys() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: accountKeys.passkeys, queryFn: ({ signal }) => accountApi.passkeys(signal) });
  const write = (change: (passkeys: Passkey[]) => Passkey[]) => queryClient.setQueryData<Passkey[]>(accountKeys.passkeys, (passkeys) => passkeys && change(passkeys));
  // A cancelled or refused browser prompt has no server message; the general one covers it.
  const failed = (error: Error) => toast.error(serverMessage(error, t(ACCOUNT_MESSAGES.passkeyFailed)));

  const add = useMutation({
    mutationFn: registerPasskey,
    onSuccess: (passkey) => {
      toast.success(t(ACCOUNT_MESSAGES.passkeyAdded));
      write((passkeys) => [...passkeys.filter((other) => other.id !== passkey.id), passkey]);
    },
    onError: failed,
  });

  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => accountApi.renamePasskey(id, name),
    onSuccess: (passkey) => {
      toast.success(t(ACCOUNT_MESSAGES.passkeyRenamed));
      write((passkeys) => passkeys.map((other) => (other.id === passkey.id ? passkey : other)));
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: (id: string) => accountApi.removePasskey(id),
    onSuccess: (_, id) => {
      toast.success(t(ACCOUNT_MESSAGES.passkeyRemoved));
      write((passkeys) => passkeys.filter((other) => other.id !== id));
    },
    onError: failed,
  });

  return { list, add, rename, remove };
}

/** 'Mac', 'Android', 'Windows'…: a default name that tells this passkey from one made on another device. */
export function platformName(): string {
  const hinted = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  if (hinted) return hinted === 'macOS' ? 'Mac' : hinted;
  const agent = navigator.userAgent;
  const known: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/CrOS/, 'ChromeOS'],
    [/Mac OS X|Macintosh/, 'Mac'],
    [/Windows/, 'Windows'],
    [/Linux/, 'Linux'],
  ];
  return known.find(([pattern]) => pattern.test(agent))?.[1] ?? i18n.t('this device', { ns: 'settings' });
}
