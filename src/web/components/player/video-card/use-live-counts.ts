import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '../../../api/realtime.ts';
import { patchFeedVideo } from '../../../api/feed-cache.ts';
import { realtimeChannel } from '../../../../shared/realtime-catalog.ts';
import type { VideoCounts } from '../../../../shared/live-counts.ts';
import { tapsInFlight } from './use-card-actions.ts';

/** How long a card stays on screen before it listens: swiping past cards subscribes to none of them. */
const LISTEN_AFTER_MS = 1000;

/**
 * While a signed-in viewer stays on a card, its counts follow `video.counts` (decision 071: at most once a
 * second while they change), except while the viewer's own tap on it is in flight: that answer is kept.
 */
export function useLiveCounts(videoId: string, watching: boolean) {
  const queryClient = useQueryClient();
  const [listening, setListening] = useState(false);
  useEffect(() => {
    if (!watching) return setListening(false);
    const timer = setTimeout(() => setListening(true), LISTEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [watching]);
  useRealtimeChannel(listening ? realtimeChannel('video', videoId) : null, (event) => {
    if (event.event !== 'video.counts' || !isCountsOf(event.data, videoId) || tapsInFlight(videoId)) return;
    const { likeCount, favouriteCount, repostCount, commentCount, shareCount } = event.data;
    patchFeedVideo(queryClient, videoId, { likeCount, favouriteCount, repostCount, commentCount, shareCount });
  });
}

function isCountsOf(data: unknown, videoId: string): data is VideoCounts {
  return typeof data === 'object' && data !== null && (data as VideoCounts).id === videoId && typeof (data as VideoCounts).likeCount === 'number';
}
