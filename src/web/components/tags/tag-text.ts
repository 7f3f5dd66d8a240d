import { COUNT_TEMPLATES } from '../../../shared/search-messages.ts';
import { i18n } from '../../i18n/i18n.ts';
import { formatCount } from '../../lib/format.ts';

/** '1 video', '12 videos', '1.2K videos'. */
export const videoCountText = (count: number) => i18n.t(COUNT_TEMPLATES.videos, { ns: 'shared', count, shown: formatCount(count) });

/** '1 use today', '24 uses today': a trending tag's last 24 hours. */
export const usesTodayText = (count: number) => i18n.t(COUNT_TEMPLATES.usesToday, { ns: 'shared', count, shown: formatCount(count) });
