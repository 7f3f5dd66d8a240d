import { useId } from 'react';
import { Lock } from 'lucide-react';
import { FOLLOW_REQUEST_TEXT } from '../../audience-text.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * In place of the Posts and Likes tabs when a private account's videos are not for the viewer (issue 38): the
 * server would answer empty grids, which would read as "no posts yet" rather than "not for you yet".
 */
export function PrivateProfileNotice() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col items-center gap-2 border-t border-zinc-800 py-12 text-center">
      <Lock aria-hidden="true" className="size-10 text-zinc-500" />
      <h2 id={titleId} className="text-lg font-semibold">
        {t(FOLLOW_REQUEST_TEXT.privateTitle)}
      </h2>
      <p className="text-zinc-400">{t(FOLLOW_REQUEST_TEXT.privateBody)}</p>
    </section>
  );
}
