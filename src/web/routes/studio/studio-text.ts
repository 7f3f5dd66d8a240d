import { i18n, msg } from '../../i18n/i18n.ts';
import type { ViewSource } from '../../../shared/studio-analytics.ts';

/** The words of /studio (issue 42 item 5), marked msg() and shown with t() under useTranslation('studio'). */
export const STUDIO_TEXT = {
  title: msg('Studio'),
  videoTitle: msg('Video analytics'),
  back: msg('Back to profile'),
  backToStudio: msg('Back to Studio'),
  range: msg('Date range'),
  days: (days: number) => i18n.t('{{count}} days', { ns: 'studio', count: days }),
  overview: msg('Overview'),
  views: msg('Views'),
  uniqueViewers: msg('Unique viewers'),
  /** A creator's unique viewers come from day sketches (issue 56 item 4): the page says how close they are. */
  viewersEstimated: msg('Estimated, within about 2%'),
  totalWatch: msg('Total watch time'),
  averageWatch: msg('Average watch time'),
  completion: msg('Completion rate'),
  likes: msg('Likes'),
  comments: msg('Comments'),
  shares: msg('Shares'),
  followers: msg('Followers gained'),
  dailyTitle: msg('Views per day'),
  day: msg('Day'),
  sourcesTitle: msg('View sources'),
  topTitle: msg('Top videos'),
  noTop: msg('No views in this range yet.'),
  loading: msg('Loading analytics'),
  failed: msg('Could not load your analytics.'),
  retry: msg('Try again'),
  missing: msg('This video is not yours, or it was deleted.'),
  note: msg('Views are counted when a video plays on screen; your own views are never counted. Days are in UTC.'),
  openStudio: msg('Studio'),
  analytics: msg('Analytics'),
  videoFallback: msg('Video'),
} as const;

export const SOURCE_LABELS: Record<ViewSource, string> = {
  for_you: msg('For You'),
  following: msg('Following'),
  profile: msg('Profile'),
  search: msg('Search'),
  share: msg('Shared link'),
  tag: msg('Hashtags'),
  sound: msg('Sounds'),
  other: msg('Other'),
};
