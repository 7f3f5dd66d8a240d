import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../ui/toast.ts';
import { ApiError } from '../../api/client.ts';
import { audienceApi } from '../../api/audience-api.ts';
import { muteSettled } from '../../api/mute-settled.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { MUTE_TEXT } from '../../audience-text.ts';

export interface MutedPerson {
  userId: string;
  username: string;
}

/**
 * Mute and Unmute of one person (issue 38), from a card's menu or their profile. The toast after a mute
 * offers Undo, since a mute from a crowded menu is easy to tap by mistake. "Already muted" (409) counts
 * as done: the person is muted either way.
 */
export function useMute(person: MutedPerson, onDone?: () => void) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const viewerId = useAuth().user?.id;
  const [running, setRunning] = useState(false);

  const unmute = async () => {
    try {
      await audienceApi.unmute(person.userId);
      toast.success(MUTE_TEXT.unmuted(person.username));
      muteSettled(queryClient, viewerId, person.userId, false);
    } catch (error) {
      // "Not muted" (404) is what Unmute wanted.
      if (error instanceof ApiError && error.status === 404) return muteSettled(queryClient, viewerId, person.userId, false);
      console.error('Failed to unmute user', error);
      toast.error(t(MUTE_TEXT.unmuteFailed));
    }
  };

  const mute = async () => {
    if (running) return;
    if (!viewerId) {
      toast.error(t(MUTE_TEXT.loginRequired));
      return;
    }
    setRunning(true);
    try {
      await audienceApi.mute(person.userId).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      });
      toast.success(MUTE_TEXT.muted(person.username), { action: { label: t(MUTE_TEXT.undo), onClick: () => void unmute() } });
      onDone?.();
      muteSettled(queryClient, viewerId, person.userId, true);
    } catch (error) {
      console.error('Failed to mute user', error);
      toast.error(t(MUTE_TEXT.failed));
    } finally {
      setRunning(false);
    }
  };

  return { mute, unmute, running };
}
