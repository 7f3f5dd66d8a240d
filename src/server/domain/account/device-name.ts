import Bowser from 'bowser';

/** 'Chrome 156 on Linux', 'Safari 17 on iPhone', or the client's own name; 'Unknown device' without one. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const where = platform.model ?? os.name;
  if (!browser.name) return userAgent.split(/[\s/]/)[0]?.slice(0, 40) || 'Unknown device';
  const major = browser.version?.split('.')[0];
  return `${browser.name}${major ? ` ${major}` : ''}${where ? ` on ${where}` : ''}`;
}
