import { useState } from 'react';
import { User } from 'lucide-react';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-12 text-base' } as const;

/** A round profile picture; the username's first letter stands in when there is none or it fails to load. */
export function Avatar({ url, username, size = 'md' }: { url: string | null; username: string; size?: keyof typeof SIZES }) {
  const [broken, setBroken] = useState(false);
  const classes = `${SIZES[size]} shrink-0 rounded-full ring-1 ring-white/20`;
  if (url && !broken) return <img src={url} alt="" onError={() => setBroken(true)} className={`${classes} object-cover`} />;
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
  return (
    <span role="img" aria-label="Verified" title="Verified" className="shrink-0">
      💎
    </span>
  );
}
