import { useId } from 'react';
import { Check, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { VideoImport } from '../../../api/imports-api.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

type ArchiveAccount = VideoImport['accounts'][number];

const spinner = <LoaderCircle aria-hidden="true" className="size-3 animate-spin text-pink-500 motion-reduce:animate-none" />;

function AccountState({ account }: { account: ArchiveAccount }) {
  const { t } = useTranslation('settings');
  if (account.status === 'listed') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-zinc-300">
        {spinner}
        {t('Looking them up…')}
      </span>
    );
  }
  if (account.status === 'not-found') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-red-300">
        <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
        {t('Not found')}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs text-emerald-300">
      <Check aria-hidden="true" className="size-3" />
      {account.list === 'block' ? t('Blocked') : t('Muted')}
    </span>
  );
}

/**
 * What an archive brought besides videos (issue 58, decision 080): the bio and picture, applied by a job, and each
 * blocked or muted account, looked up on its server and blocked or muted here (or not found). Announced politely
 * as the job gets through them.
 */
export function ArchiveOutcome({ profile, accounts }: Pick<VideoImport, 'profile' | 'accounts'>) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl border border-zinc-800 bg-zinc-900 p-4">
      <h2 id={headingId} className="text-base font-bold">
        {t('Profile, blocks and mutes')}
      </h2>
      <p role="status" aria-live="polite" className="inline-flex items-center gap-2 text-sm text-zinc-300">
        {profile?.applied ? (
          <>
            <Check aria-hidden="true" className="size-4 text-emerald-300" />
            {t('Your bio and picture were brought over')}
          </>
        ) : (
          <>
            {spinner}
            {t('Bringing your bio and picture…')}
          </>
        )}
      </p>
      {accounts.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('The archive blocks and mutes no one')}</p>
      ) : (
        <ul className="flex flex-col" aria-label={t('Blocked and muted accounts')}>
          {accounts.map((account) => (
            <li key={`${account.list}-${account.handle}`} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate text-sm text-zinc-100">@{account.handle}</span>
              <AccountState account={account} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
