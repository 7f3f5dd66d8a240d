import { formatClock, formatCount } from '../../lib/format.ts';

/** 183 → '3:03': the m:ss clock the story camera already uses. */
export const formatSoundDuration = (seconds: number) => formatClock(seconds);

/** '1 use', '12 uses', '1.2K uses'. */
export function formatUses(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'use' : 'uses'}`;
}

/** 'user_uploaded' → 'user uploaded'. */
export const formatLicense = (licenseType: string) => licenseType.replaceAll('_', ' ');

/** The second line of a sound row: artist, genre (when known) and length. */
export function soundDetails(sound: { artist: string; genre: string | null; duration: number }): string {
  return [sound.artist, sound.genre, formatSoundDuration(sound.duration)].filter(Boolean).join(' · ');
}
