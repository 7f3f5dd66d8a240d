import { lazy, Suspense, useState } from 'react';
import { Ban, ChartColumn, Captions, CircleHelp, EyeOff, UserX, Flag, FolderPlus, MoreHorizontal, Pencil, Pin, PinOff, SlidersHorizontal, Trash2, VolumeX } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast.ts';
import type { FeedItem } from '../../../api/videos-api.ts';
import { BLOCK_UI_MESSAGES, DELETE_MESSAGES, REPORT_MESSAGES } from '../../../../shared/feed-messages.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { useBlockUser, useDeleteVideo, useMuteCreator, useNotInterested, usePinVideo } from './use-owner-and-safety-actions.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MUTE_TEXT } from '../../../audience-text.ts';
import { FEED_MESSAGES } from '../../../web-messages.ts';
import { useMenuButton } from '../../../hooks/use-menu-button.ts';
import { i18n } from '../../../i18n/i18n.ts';

// Opened by a tap, never at first paint (decision 032).
const EditVideoDialog = lazy(() => import('./edit-video-dialog.tsx').then((m) => ({ default: m.EditVideoDialog })));
const CaptionsDialog = lazy(() => import('./captions/captions-dialog.tsx').then((m) => ({ default: m.CaptionsDialog })));
const AddToCollectionDialog = lazy(() => import('./collections/add-to-collection-dialog.tsx').then((m) => ({ default: m.AddToCollectionDialog })));
const WhyDialog = lazy(() => import('./why-dialog.tsx').then((m) => ({ default: m.WhyDialog })));

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm font-medium hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none disabled:opacity-60';

/**
 * The card's options menu (spec §4): the owner sees Edit (to /edit/{videoId}), Edit video (its details and
 * settings, issue 38), Captions (its caption tracks, issue 41), Pin to profile (issue 42) and Delete, anyone else Report and Block User (and, signed in, Not interested: issue 13,
 * and Mute @name: issue 38; Hide this creator and Why am I seeing this?: issue 56). Anyone signed in, owner or not, has Add to collection (issue 55 item 2). Arrow
 * keys move between items, Escape closes.
 */
export function VideoOptionsMenu({ video, onReport }: { video: FeedItem; onReport: () => void }) {
  const { user } = useAuth();
  const { t } = useTranslation('feed');
  const { open, setOpen, rootRef, buttonProps, menuProps } = useMenuButton();
  const close = () => setOpen(false);
  const remove = useDeleteVideo(video.id, close);
  const block = useBlockUser(video.userId, close);
  const notInterested = useNotInterested(video.id, close);
  const mute = useMuteCreator(video, close);
  const queryClient = useQueryClient();
  const hideCreator = () => {
    close();
    void import('./hide-creator.ts').then((m) => m.hideCreator(queryClient, video));
  };
  const pin = usePinVideo(video, close);
  const isOwner = user?.id === video.userId;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'captions' | 'collections' | 'why' | null>(null);
  const openDialog = (which: 'edit' | 'captions' | 'collections' | 'why') => {
    close();
    setDialog(which);
  };

  // The menu item that opened it is gone: focus goes back to the menu's button once the modal has closed.
  const closeToMenu = () => {
    setDialog(null);
    requestAnimationFrame(() => rootRef.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')?.focus());
  };

  // Anyone signed in sorts a video into their collections; it sits before the menu's destructive items.
  const addToCollection = user ? (
    <button type="button" role="menuitem" onClick={() => openDialog('collections')} className={itemClass}>
      <FolderPlus aria-hidden="true" className="size-4" />
      {t('Add to collection')}
    </button>
  ) : null;

  const report = () => {
    setOpen(false);
    if (!user) toast.error(i18n.t(REPORT_MESSAGES.loginRequired));
    else onReport();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={t('More options')}
        className="flex size-10 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          {...menuProps}
          aria-label={t('Video options')}
          className="absolute top-12 end-0 z-20 w-48 rounded-xl bg-zinc-900 p-1.5 text-zinc-100 shadow-2xl ring-1 ring-white/10"
        >
          {isOwner ? (
            <>
              <button type="button" role="menuitem" onClick={() => void navigate(`/edit/${video.id}`)} className={itemClass}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('Edit')}
              </button>
              <button
                type="button"
                role="menuitem"
                onClick={() => openDialog('edit')}
                className={itemClass}
              >
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                {t('Edit video')}
              </button>
              <button type="button" role="menuitem" onClick={() => openDialog('captions')} className={itemClass}>
                <Captions aria-hidden="true" className="size-4" />
                {t('Captions')}
              </button>
              <button type="button" role="menuitem" onClick={() => void navigate(`/studio/videos/${video.id}`)} className={itemClass}>
                <ChartColumn aria-hidden="true" className="size-4" />
                {t('Analytics')}
              </button>
              <button type="button" role="menuitem" disabled={pin.running} onClick={() => void pin.run()} className={itemClass}>
                {video.pinned ? <PinOff aria-hidden="true" className="size-4" /> : <Pin aria-hidden="true" className="size-4" />}
                {video.pinned ? t('Unpin from profile') : t('Pin to profile')}
              </button>
              {addToCollection}
              <button type="button" role="menuitem" disabled={remove.running} onClick={() => void remove.run()} className={`${itemClass} text-red-400`}>
                <Trash2 aria-hidden="true" className="size-4" />
                {remove.running ? t(DELETE_MESSAGES.running) : t('Delete')}
              </button>
            </>
          ) : (
            <>
              {user ? (
                <button type="button" role="menuitem" disabled={notInterested.running} onClick={() => void notInterested.run()} className={itemClass}>
                  <EyeOff aria-hidden="true" className="size-4" />
                  {t(FEED_MESSAGES.notInterested)}
                </button>
              ) : null}
              {user ? (
                <button type="button" role="menuitem" onClick={hideCreator} className={itemClass}>
                  <UserX aria-hidden="true" className="size-4" />
                  {t('Hide this creator')}
                </button>
              ) : null}
              {user ? (
                <button type="button" role="menuitem" onClick={() => openDialog('why')} className={itemClass}>
                  <CircleHelp aria-hidden="true" className="size-4" />
                  {t('Why am I seeing this?')}
                </button>
              ) : null}
              {user ? (
                <button type="button" role="menuitem" disabled={mute.running} onClick={() => void mute.mute()} className={itemClass}>
                  <VolumeX aria-hidden="true" className="size-4" />
                  <span className="min-w-0 truncate">{mute.running ? t(MUTE_TEXT.muting) : MUTE_TEXT.mute(video.username)}</span>
                </button>
              ) : null}
              {addToCollection}
              <button type="button" role="menuitem" onClick={report} className={itemClass}>
                <Flag aria-hidden="true" className="size-4" />
                {t('Report')}
              </button>
              <button type="button" role="menuitem" disabled={block.running} onClick={() => void block.run()} className={`${itemClass} text-red-400`}>
                <Ban aria-hidden="true" className="size-4" />
                {block.running ? t(BLOCK_UI_MESSAGES.running) : t('Block User')}
              </button>
            </>
          )}
        </div>
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'edit' ? <EditVideoDialog video={video} onClose={() => setDialog(null)} /> : null}
        {dialog === 'captions' ? <CaptionsDialog video={video} onClose={() => setDialog(null)} /> : null}
        {dialog === 'collections' ? <AddToCollectionDialog videoId={video.id} onClose={closeToMenu} /> : null}
        {dialog === 'why' ? <WhyDialog videoId={video.id} onClose={closeToMenu} /> : null}
      </Suspense>
    </div>
  );
}
