import { TAG_MESSAGES } from '../../../shared/search-messages.ts';
import { formatCount } from '../../lib/format.ts';

/** '1 video', '12 videos', '1.2K videos'. */
export const videoCountText = (count: number) => TAG_MESSAGES.videoCount(count, formatCount(count));

/** '1 use today', '24 uses today': a trending tag's last 24 hours. */
export const usesTodayText = (count: number) => TAG_MESSAGES.usesToday(count, formatCount(count));
