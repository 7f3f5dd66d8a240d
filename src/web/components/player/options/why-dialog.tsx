import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { forYouApi, type ForYouReason } from '../../../api/for-you-api.ts';

/** A reason in plain words; the server names the creator or tag it came through. */
function useReasonText() {
  const { t } = useTranslation('feed');
  return (reason: ForYouReason) => {
    const username = reason.username ?? '';
    const tag = reason.tag ?? '';
    switch (reason.kind) {
      case 'follow': return t('You follow @{{username}}', { username });
      case 'interest': return reason.tag ? t('You picked #{{tag}}', { tag }) : t('You picked @{{username}}', { username });
      case 'creator': return t('You often watch and like @{{username}}', { username });
      case 'tag': return t('You watch a lot of #{{tag}}', { tag });
      case 'peers': return t('People who like what you like liked this');
      case 'popular': return t('Popular on Popreel');
      case 'quality': return t('People often watch this to the end');
      case 'discovery': return t('Something new, outside what you usually watch');
      case 'new': return t('New on Popreel');
    }
  };
}

/** "Why am I seeing this?" (issue 56): the two strongest reasons For You has for the video. */
export function WhyDialog({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const { t } = useTranslation('feed');
  const say = useReasonText();
  const reasons = useQuery({ queryKey: ['for-you-reasons', videoId], queryFn: ({ signal }) => forYouApi.reasons(videoId, signal), staleTime: 0 });
  return (
    <Dialog open onClose={onClose} title={t('Why am I seeing this?')} placement="sheet">
      {reasons.isPending ? (
        <div className="flex justify-center py-6"><Spinner label={t('Loading reasons')} /></div>
      ) : reasons.isError ? (
        <p role="alert" className="py-4 text-sm text-red-400">{t('Could not load the reasons. Please try again.')}</p>
      ) : (
        <ul className="flex flex-col gap-2 py-2 text-sm">
          {reasons.data.reasons.map((reason) => (
            <li key={`${reason.kind}:${reason.tag ?? ''}`} className="rounded-lg bg-white/5 px-3 py-2">{say(reason)}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
