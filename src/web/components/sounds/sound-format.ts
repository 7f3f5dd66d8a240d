import { i18n, msg } from '../../i18n/i18n.ts';
import { formatClock, formatCount } from '../../lib/format.ts';

/** 183 → '3:03': the m:ss clock the story camera already uses. */
export const formatSoundDuration = (seconds: number) => formatClock(seconds);

/** '1 use', '12 uses', '1.2K uses'. */
export function formatUses(count: number): string {
  return i18n.t('{{shown}} uses', { ns: 'sounds', count, shown: formatCount(count) });
}

/** The licences the library knows, in words; any other is shown as written. */
const LICENSES: Record<string, string> = {
  royalty_free: msg('royalty free'),
  user_uploaded: msg('user uploaded'),
};

/** 'user_uploaded' → 'user uploaded'. */
export const formatLicense = (licenseType: string) =>
  LICENSES[licenseType] ? i18n.t(LICENSES[licenseType], { ns: 'sounds' }) : licenseType.replaceAll('_', ' ');

/** The second line of a sound row: artist, genre (when known) and length. */
export function soundDetails(sound: { artist: string; genre: string | null; duration: number }): string {
  return [sound.artist, sound.genre, formatSoundDuration(sound.duration)].filter(Boolean).join(' · ');
}
