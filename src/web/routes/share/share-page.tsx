import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as LinkIcon, Share2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { APP_NAME, SHARE_TITLE_CAPTION_MAX } from '../../../shared/constants.ts';
import { SHARE_PAGE_TEXT } from '../../../shared/feed-messages.ts';
import { TAG_MESSAGES } from '../../../shared/search-messages.ts';
import type { FeedItem } from '../../api/videos-api.ts';
import { i18n } from '../../i18n/i18n.ts';
import { videosApi } from '../../api/videos-api.ts';
import { CaptionText, HashtagChips } from '../../components/tags/hashtag-links.tsx';
import { Avatar, VerifiedMark } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AutoplayVideo } from '../../components/video/autoplay-video.tsx';
import { SensitiveCover } from '../../components/video/sensitive-cover.tsx';
import { CaptionCue } from '../../components/video/captions/caption-cue.tsx';
import { useVideoCaptions } from '../../components/video/captions/use-video-captions.ts';
import { useSensitiveCover } from '../../lib/sensitive-reveal.ts';
import { isFromSearch, ViewSourceContext } from '../../lib/view-source.ts';
import { useShare } from '../../hooks/use-share.ts';
import { relativeTime } from '../../lib/format.ts';
import { splitCaptionTags } from '../../lib/hashtags.ts';
import { ShareSkeleton, ShareUnavailable } from './share-states.tsx';
import { ShareComments } from './share-comments.tsx';
import { ShareSaveButton } from './share-save-button.tsx';
import { feedKeys } from '../../api/feed-keys.ts';

/** Title = author and the first 60 characters of the caption, as the server writes it for crawlers. */
function shareTitle(video: FeedItem, caption: string): string {
  const cut = caption.slice(0, SHARE_TITLE_CAPTION_MAX);
  return cut ? `${video.username}: ${cut}` : i18n.t('{{username}} on {{appName}}', { ns: 'share', username: video.username, appName: APP_NAME });
}

function ShareVideo({ video }: { video: FeedItem & { videoUrl: string } }) {
  const { t } = useTranslation('share');
  const { share, copyLink } = useShare();
  const cover = useSensitiveCover(video);
  const captions = useVideoCaptions(video.captions, video.language);
  const caption = (video.captionAi || video.caption || '').trim();
  // Each tag once (issue 23): trailing hashtags become chips with the AI tags, inline ones links.
  const { segments, chips } = splitCaptionTags(caption, video.tagsAi);
  useEffect(() => {
    document.title = shareTitle(video, caption);
  }, [video, caption]);

  return (
    <article data-video-id={video.id} className="flex w-full flex-col gap-4">
      <div className="relative mx-auto aspect-9/16 w-full max-w-[calc(75dvh*9/16)] overflow-hidden rounded-2xl bg-zinc-950">
        <AutoplayVideo src={cover.covered ? null : video.videoUrl} hlsSrc={video.hlsUrl} poster={video.thumbnailUrl} active preload="auto" captions={captions} altText={video.altText} watchedVideoId={video.id} />
        <CaptionCue text={captions.cue} language={captions.shown?.language} className="absolute inset-x-0 bottom-6" />
        {cover.covered ? <SensitiveCover warning={video.contentWarning} onShow={cover.show} /> : null}
      </div>
      <div className="flex items-center gap-3">
        <Link to={`/profile/${video.userId}`} className="flex min-w-0 items-center gap-2 rounded font-semibold hover:underline">
          <Avatar url={video.avatarUrl} smallUrl={video.avatarSmallUrl} username={video.username} />
          <span dir="auto" className="truncate">@{video.username}</span>
          {video.verified ? <VerifiedMark /> : null}
        </Link>
        <time dateTime={video.createdAt} className="text-sm text-muted">
          {relativeTime(video.createdAt)}
        </time>
      </div>
      <CaptionText segments={segments} className="break-words whitespace-pre-wrap text-zinc-200" />
      <HashtagChips tags={chips} label={TAG_MESSAGES.shareTags} />
      <div className="flex gap-3">
        <Button onClick={() => void share(video)} className="flex-1">
          <Share2 aria-hidden="true" className="size-4" />
          {t(SHARE_PAGE_TEXT.share)}
        </Button>
        <Button variant="secondary" onClick={() => void copyLink(video)} className="flex-1">
          <LinkIcon aria-hidden="true" className="size-4" />
          {t(SHARE_PAGE_TEXT.copyLink)}
        </Button>
        <ShareSaveButton video={video} />
      </div>
    </article>
  );
}

/** Spec §2 "Public share page" (/v/{id}): open to visitors; loading, then the video or the unavailable view. */
export function SharePage() {
  // Opened from search results, its views count as search's; any other way in is a shared link (issue 42).
  const viewSource = isFromSearch(useLocation().state) ? 'search' : 'share';
  const { id = '' } = useParams();
  const video = useQuery({ queryKey: feedKeys.video(id), queryFn: ({ signal }) => videosApi.get(id, signal), enabled: id !== '' });
  const playable = video.data?.videoUrl ? (video.data as FeedItem & { videoUrl: string }) : null;

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <header className="mx-auto flex max-w-md items-center px-4 py-3">
        <Link to="/" className="text-xl font-black tracking-tight text-pink-500">
          {APP_NAME}
        </Link>
      </header>
      <main className="mx-auto flex max-w-md px-4 pb-10">
        {video.isPending && id ? <ShareSkeleton /> : playable ? <ViewSourceContext value={viewSource}><ShareVideo video={playable} /></ViewSourceContext> : <ShareUnavailable />}
        {playable ? <ShareComments videoId={playable.id} /> : null}
      </main>
    </div>
  );
}
