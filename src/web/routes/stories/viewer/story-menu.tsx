import { useState } from 'react';
import { MoreHorizontal, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../../components/ui/toast.ts';
import { deleteStory } from '../../../api/stories-api.ts';
import { useMenuButton } from '../../../hooks/use-menu-button.ts';
import { msg } from '../../../i18n/i18n.ts';

export const STORY_DELETE_MESSAGES = {
  confirm: msg('Delete this story? It will be removed for everyone.'),
  success: msg('Story deleted'),
  failed: msg('Failed to delete story'),
} as const;

interface StoryMenuProps {
  storyId: string;
  /** The story pauses while the menu is open, as in other story apps. */
  onOpenChange: (open: boolean) => void;
  onDeleted: (storyId: string) => void;
}

/** The author's options on their own story: Delete, behind a confirm like the video Delete (spec §5). */
export function StoryMenu({ storyId, onOpenChange, onDeleted }: StoryMenuProps) {
  const { t } = useTranslation('stories');
  const [running, setRunning] = useState(false);
  // The story pauses while the menu is open; every way of closing it resumes the story.
  const { open, setOpen, rootRef, buttonProps, menuProps } = useMenuButton(onOpenChange);

  const remove = async () => {
    if (running || !window.confirm(t(STORY_DELETE_MESSAGES.confirm))) return;
    setRunning(true);
    try {
      await deleteStory(storyId);
      toast.success(t(STORY_DELETE_MESSAGES.success));
      setOpen(false);
      onDeleted(storyId);
    } catch (error) {
      console.error('Failed to delete story', error);
      toast.error(t(STORY_DELETE_MESSAGES.failed));
    } finally {
      setRunning(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={t('Story options')}
        className="flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          {...menuProps}
          aria-label={t('Story options')}
          className="absolute end-0 top-11 z-30 w-44 rounded-xl bg-zinc-900 p-1.5 text-zinc-100 shadow-2xl ring-1 ring-white/10"
        >
          <button
            type="button"
            role="menuitem"
            disabled={running}
            onClick={() => void remove()}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm font-medium text-red-400 hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none disabled:opacity-60"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {running ? t('Deleting...') : t('Delete story')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
