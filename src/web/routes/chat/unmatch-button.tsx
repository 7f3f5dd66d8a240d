import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HeartOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { type ChatPerson } from '../../api/chat-api.ts';
import { matchApi } from '../../api/match-api.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { chatKeys } from '../../api/chat-keys.ts';

/**
 * In a private match room: ends the match after a confirm. The server deletes the room and its messages for
 * both people (decision 013), so the reader goes back to the room list.
 */
export function UnmatchButton({ partner }: { partner: ChatPerson }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const unmatch = async () => {
    if (running || !window.confirm(t('Unmatch {{username}}? Your private chat will be deleted for both of you.', { username: partner.username }))) return;
    setRunning(true);
    try {
      await matchApi.unmatch(partner.userId);
      toast.success(t('Unmatched'));
      // Dropped, not just marked stale: the list must not show the closed room while it refetches.
      queryClient.removeQueries({ queryKey: chatKeys.rooms });
      void navigate('/chat', { replace: true });
    } catch (error) {
      console.error('Failed to unmatch', error);
      toast.error(t('Failed to unmatch'));
      setRunning(false);
    }
  };
  return (
    <button type="button" onClick={() => void unmatch()} disabled={running} className={buttonClasses('ghost', 'compact')} title={t('Unmatch')}>
      <HeartOff aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('Unmatch')}</span>
    </button>
  );
}
