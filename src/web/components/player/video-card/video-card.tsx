import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FeedItem } from '../../../api/videos-api.ts';
import type { PromptVariant } from '../../../../shared/feed-messages.ts';
import { videosApi } from '../../../api/videos-api.ts';
import { AutoplayVideo, type PlaybackControl } from '../../video/autoplay-video.tsx';
import { useIsVisible } from '../../../hooks/use-is-visible.ts';
import { SensitiveCover } from '../../video/sensitive-cover.tsx';
import { CaptionCue } from '../../video/captions/caption-cue.tsx';
import { useVideoCaptions } from '../../video/captions/use-video-captions.ts';
import { useSensitiveCover } from '../../../lib/sensitive-reveal.ts';
import { useShare } from '../../../hooks/use-share.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { useCommentsPanel } from '../comments/comments-panel-host.ts';
import { VideoOptionsMenu } from '../options/video-options-menu.tsx';
import { useCardCommands } from '../pager/card-commands.ts';
import { PAGER_PAGE } from '../pager/use-pager-keys.ts';
import { CardActions } from './card-actions.tsx';
import { CardInfo } from './card-info.tsx';
import { PopBurst } from './pop-burst.tsx';
import { PromptOverlay } from './prompt-overlay.tsx';
import { useLike, useReaction, useSave } from './use-card-actions.ts';
import { useLiveCounts } from './use-live-counts.ts';

// Opened by a tap, never at first paint: their chunks (and the shared zod schemas they check input with) are
// fetched when first opened, not with the feed (decision 032).
const CommentsDialog = lazy(() => import('../comments/comments-dialog.tsx').then((m) => ({ default: m.CommentsDialog })));
const ReportDialog = lazy(() => import('../../report/report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));
const ShareSheet = lazy(() => import('./share-sheet.tsx').then((m) => ({ default: m.ShareSheet })));

interface VideoCardProps {
  video: FeedItem;
  /** What to fetch, from the list: the whole video, its start, only the thumbnail, or nothing yet. */
  media: CardMedia;
  /** Told when this card becomes the one on screen. */
  onActive: () => void;
  /** Its key in the pager, which a grid's player opens on. */
  cardKey?: string;
}

export type CardMedia = 'full' | 'start' | 'poster' | 'none';

/**
 * One full-height card of the feed (spec §2 "Video card"): a centred 9:16 column as tall as the screen allows.
 * On phones the action column and the info sit over the video; from lg up the actions stand beside it and
 * comments open in the pager's side panel rather than a dialog over it (issue 25).
 */
export function VideoCard({ video, media, onActive, cardKey = video.id }: VideoCardProps) {
  const { t } = useTranslation('feed');
  const cardRef = useRef<HTMLElement>(null);
  const playback = useRef<PlaybackControl>(null);
  const visible = useIsVisible(cardRef);
  const react = useReaction(video.id);
  const like = useLike(video.id);
  const save = useSave(video.id);
  const { share } = useShare();
  const { user } = useAuth();
  const commentsPanel = useCommentsPanel();
  useLiveCounts(video.id, visible && user !== null);
  const [dialog, setDialog] = useState<'comments' | 'report' | 'share' | null>(null);
  const [burst, setBurst] = useState(0);
  // A sensitive video is not fetched nor played until the viewer chooses to see it (issue 38).
  const cover = useSensitiveCover(video);
  const captions = useVideoCaptions(video.captions, video.language);
  const viewed = useRef(false);
  const onActiveRef = useRef(onActive);
  useEffect(() => {
    onActiveRef.current = onActive;
  });

  // Spec §4 "View": recorded once per card mount, when it first becomes visible.
  useEffect(() => {
    if (!visible) return;
    onActiveRef.current();
    if (viewed.current) return;
    viewed.current = true;
    videosApi.view(video.id).catch((error: unknown) => console.warn('Failed to record view', error));
  }, [visible, video.id]);

  const doubleTapPop = () => {
    setBurst((count) => count + 1);
    // A double tap only ever adds a pop; taking one back is the Pop button's job.
    if (video.reaction !== 'pop') void react('pop');
  };
  const openComments = () => (commentsPanel ? commentsPanel.open(cardKey) : setDialog('comments'));
  useCardCommands(cardRef, {
    like: () => void like(),
    save: () => void save(),
    comments: openComments,
    'toggle-play': () => playback.current?.toggle(),
    'toggle-captions': () => {
      if (captions.tracks.length > 0) captions.setOn(!captions.on);
    },
  });
  // Signed in, Share opens Popreel's sheet (Repost, Copy link, Share via…: issue 55 item 3); a visitor, who
  // cannot repost, goes straight to the browser's share sheet or the copied link as before.
  const shareNow = () => void share({ id: video.id, username: video.username, caption: video.caption });
  const shareVideo = () => (user ? setDialog('share') : shareNow());
  const onPrompt = (kind: PromptVariant['kind']) => {
    if (kind === 'pop') void react('pop');
    // The prompt says "share": it shares at once (the native sheet or the copied link), as it always has.
    else if (kind === 'share') shareNow();
    else openComments();
  };

  return (
    <article
      ref={cardRef}
      data-video-id={video.id}
      data-card-key={cardKey}
      {...PAGER_PAGE}
      aria-label={t('Video by @{{username}}', { username: video.username })}
      className="relative flex h-full w-full snap-start snap-always justify-center bg-black lg:py-4"
    >
      {/* Sized by the video; on phones the actions are laid over its bottom right, from lg up they follow it. */}
      <div className="relative flex h-full max-w-full lg:items-end lg:gap-3">
        {/* In a window too narrow for both, the video gives up width (min-w-0) and the actions keep theirs. */}
        <div className="relative aspect-9/16 h-full max-w-full overflow-hidden bg-zinc-950 lg:min-w-0 lg:rounded-xl">
          <AutoplayVideo
            src={!cover.covered && (media === 'full' || media === 'start') ? video.videoUrl : null}
            hlsSrc={video.hlsUrl}
            poster={media === 'none' ? null : video.thumbnailUrl}
            active={visible}
            preload={media === 'full' ? 'auto' : 'metadata'}
            onDoubleTap={doubleTapPop}
            control={playback}
            captions={captions}
            altText={video.altText}
            watchedVideoId={video.id}
          />
          {cover.covered ? <SensitiveCover warning={video.contentWarning} onShow={cover.show} /> : null}
          <PopBurst burst={burst} />
          <PromptOverlay onAct={onPrompt} />
          <div className="absolute top-3 end-3 z-10">
            <VideoOptionsMenu video={video} onReport={() => setDialog('report')} />
          </div>
          <div className="pointer-events-none absolute inset-x-0 bottom-0 flex flex-col bg-linear-to-t from-black/85 via-black/40 to-transparent pt-24 pe-18 pb-4 ps-3 *:pointer-events-auto lg:pe-3">
            {/* Above the card's own text, never under it (issue 41). */}
            <CaptionCue text={captions.cue} language={captions.shown?.language} className="mb-3 pointer-events-none!" />
            <CardInfo video={video} onLike={() => void like()} onSave={() => void save()} />
          </div>
        </div>
        <div className="absolute end-3 bottom-4 lg:static lg:shrink-0 lg:pb-1">
          <CardActions video={video} onReact={(type) => void react(type)} onOpenComments={openComments} onShare={shareVideo} shareOpensSheet={!!user} />
        </div>
      </div>
      <Suspense fallback={null}>
        {dialog === 'comments' ? <CommentsDialog videoId={video.id} onClose={() => setDialog(null)} /> : null}
        {dialog === 'report' ? <ReportDialog target={{ kind: 'video', id: video.id }} onClose={() => setDialog(null)} /> : null}
        {dialog === 'share' ? <ShareSheet video={video} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </article>
  );
}
