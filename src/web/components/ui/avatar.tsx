import { useState } from 'react';
import { User } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AVATAR_SIZE, AVATAR_SMALL_SIZE } from '../../../shared/constants.ts';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-12 text-base' } as const;
/** The same sizes in CSS px, as the image's own width and height: its box is known before it loads. */
const PIXELS = { sm: 32, md: 40, lg: 48 } as const;

interface AvatarProps {
  url: string | null;
  /** The small copy, where the API sends one (cards, rings): the browser takes it for these small circles. */
  smallUrl?: string | null;
  username: string;
  size?: keyof typeof SIZES;
}

/** A round profile picture; the username's first letter stands in when there is none or it fails to load. */
export function Avatar({ url, smallUrl = null, username, size = 'md' }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const classes = `${SIZES[size]} shrink-0 rounded-full ring-1 ring-white/20`;
  // Lazy: an avatar below the fold (a list's, a later card's) waits until it is scrolled near; async decoding
  // keeps its decode off the frame that first paints the feed.
  if (url && !broken) {
    const pixels = PIXELS[size];
    const srcSet = smallUrl ? `${smallUrl} ${AVATAR_SMALL_SIZE}w, ${url} ${AVATAR_SIZE}w` : undefined;
    return (
      <img
        src={url}
        srcSet={srcSet}
        sizes={srcSet ? `${pixels}px` : undefined}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className={`${classes} object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${classes} flex items-center justify-center bg-pink-600 font-bold text-white uppercase`}>
      {username.slice(0, 1) || '?'}
    </span>
  );
}

/** The grey, faceless stand-in for an author whose account was deleted. */
export function NeutralAvatar({ size = 'md' }: { size?: keyof typeof SIZES }) {
  return (
    <span aria-hidden="true" className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-zinc-700 text-zinc-300 ring-1 ring-white/20`}>
      <User className="size-1/2" />
    </span>
  );
}

/** The diamond shown beside a verified creator's name (spec §2). */
export function VerifiedMark() {
  const { t } = useTranslation('common');
  return (
    <span role="img" aria-label={t('Verified')} title={t('Verified')} className="shrink-0">
      💎
    </span>
  );
}
