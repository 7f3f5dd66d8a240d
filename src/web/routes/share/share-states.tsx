import { VideoOff } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SHARE_PAGE_TEXT } from '../../../shared/feed-messages.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

/** Spec §2 "Public share page": skeletons while the video loads. */
export function ShareSkeleton() {
  const { t } = useTranslation('share');
  return (
    <div role="status" aria-label={t('Loading video')} className="flex w-full flex-col gap-4">
      <div className="mx-auto aspect-9/16 w-full max-w-[calc(75dvh*9/16)] animate-pulse rounded-2xl bg-zinc-800" />
      <div className="flex items-center gap-3">
        <div className="size-10 animate-pulse rounded-full bg-zinc-800" />
        <div className="h-4 w-32 animate-pulse rounded bg-zinc-800" />
      </div>
      <div className="h-4 w-full animate-pulse rounded bg-zinc-800" />
      <div className="h-4 w-2/3 animate-pulse rounded bg-zinc-800" />
    </div>
  );
}

/** Any failure (missing, hidden, banned author, no playable link) shows this, with a way home. */
export function ShareUnavailable() {
  const { t } = useTranslation('share');
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <VideoOff aria-hidden="true" className="size-14 text-zinc-600" />
      <h1 className="text-2xl font-bold text-zinc-100">{t(SHARE_PAGE_TEXT.unavailableTitle)}</h1>
      <p className="max-w-sm text-zinc-400">{t(SHARE_PAGE_TEXT.unavailableBody)}</p>
      <ButtonLink to="/">{t(SHARE_PAGE_TEXT.home)}</ButtonLink>
    </div>
  );
}
