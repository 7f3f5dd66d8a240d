import { useId, useState, type ComponentType } from 'react';
import { Link as LinkIcon, Repeat2, Share2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FeedItem } from '../../../api/videos-api.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { useShare } from '../../../hooks/use-share.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { canRepost, useRepost } from './use-repost.ts';

interface SheetActionProps {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  label: string;
  onClick: () => void;
  /** Under the label, and the button's description for screen readers. */
  description?: string;
  /** aria-disabled rather than disabled: it stays in the tab order, so its reason is still heard. */
  disabled?: boolean;
}

function SheetAction({ Icon, label, onClick, description, disabled = false }: SheetActionProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <button
      type="button"
      // Named by its label alone: the description is read after it, not as part of the name.
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className="flex w-full items-center gap-4 rounded-xl px-3 py-3 text-start hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-2 focus-visible:outline-pink-400 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-transparent"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-zinc-800">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className="text-sm text-zinc-400">
            {description}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/**
 * What the card's Share opens for a signed-in viewer (issue 55 item 3): Repost to their followers (or take it
 * back), Copy link, and Share via… the browser's own share sheet where there is one. Each action closes the
 * sheet first and then runs within the same tap, which the clipboard and the native sheet both require.
 */
export function ShareSheet({ video, onClose }: { video: FeedItem; onClose: () => void }) {
  const { t } = useTranslation('feed');
  const { user } = useAuth();
  const { share, copyLink } = useShare();
  const repost = useRepost(video.id);
  // Read once: whether the browser has a share sheet of its own does not change while ours is open.
  const [native] = useState(() => typeof navigator.share === 'function');
  // The button that opened the sheet, taken before the dialog moves focus into itself.
  const [opener] = useState(() => document.activeElement);
  const close = () => {
    onClose();
    // The sheet leaves the page rather than closing, so focus is put back by hand, as a closed <dialog> would.
    requestAnimationFrame(() => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    });
  };
  const run = (action: () => Promise<void>) => {
    close();
    void action();
  };
  const shareable = { id: video.id, username: video.username, caption: video.caption };
  // Taking a repost back stays possible after the video stopped being public.
  const repostBlocked = !video.isReposted && !canRepost(video);

  return (
    <Dialog open onClose={close} title={t('Share')} placement="sheet">
      <ul className="flex flex-col gap-1">
        {user ? (
          <li>
            <SheetAction
              Icon={Repeat2}
              label={video.isReposted ? t('Undo repost') : t('Repost')}
              description={repostBlocked ? t('Only public and unlisted videos can be reposted') : undefined}
              disabled={repostBlocked}
              onClick={() => run(repost)}
            />
          </li>
        ) : null}
        <li>
          <SheetAction Icon={LinkIcon} label={t('Copy link')} onClick={() => run(() => copyLink(shareable))} />
        </li>
        {native ? (
          <li>
            <SheetAction Icon={Share2} label={t('Share via…')} onClick={() => run(() => share(shareable))} />
          </li>
        ) : null}
      </ul>
    </Dialog>
  );
}
