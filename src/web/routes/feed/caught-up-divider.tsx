import { CircleCheckBig } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FEED_MESSAGES } from '../../web-messages.ts';
import { PAGER_PAGE } from '../../components/player/pager/use-pager-keys.ts';

/**
 * For You's line between the videos the viewer has not seen and the ones they have (issue 13): a full
 * snap page of its own, so the feed keeps its one-card-per-swipe rhythm and never simply stops.
 */
export function CaughtUpDivider() {
  const { t } = useTranslation('feed');
  return (
    <section
      aria-labelledby="caught-up-title"
      {...PAGER_PAGE}
      data-testid="caught-up-divider"
      className="flex h-full w-full snap-start snap-always flex-col items-center justify-center gap-3 bg-black px-8 text-center"
    >
      <CircleCheckBig aria-hidden="true" className="size-12 text-pink-500" />
      <h2 id="caught-up-title" className="text-xl font-semibold text-zinc-100">
        {t(FEED_MESSAGES.caughtUpTitle)}
      </h2>
      <p className="max-w-xs text-zinc-400">{t(FEED_MESSAGES.caughtUpBody)}</p>
    </section>
  );
}
