import { useEffect, useId, useRef, useState } from 'react';
import { MoreHorizontal, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { deleteStory } from '../../../api/stories-api.ts';

export const STORY_DELETE_MESSAGES = {
  confirm: 'Delete this story? It will be removed for everyone.',
  success: 'Story deleted',
  failed: 'Failed to delete story',
} as const;

interface StoryMenuProps {
  storyId: string;
  /** The story pauses while the menu is open, as in other story apps. */
  onOpenChange: (open: boolean) => void;
  onDeleted: (storyId: string) => void;
}

/** The author's options on their own story: Delete, behind a confirm like the video Delete (spec §5). */
export function StoryMenu({ storyId, onOpenChange, onDeleted }: StoryMenuProps) {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const toggle = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const remove = async () => {
    if (running || !window.confirm(STORY_DELETE_MESSAGES.confirm)) return;
    setRunning(true);
    try {
      await deleteStory(storyId);
      toast.success(STORY_DELETE_MESSAGES.success);
      toggle(false);
      onDeleted(storyId);
    } catch (error) {
      console.error('Failed to delete story', error);
      toast.error(STORY_DELETE_MESSAGES.failed);
    } finally {
      setRunning(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Story options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => toggle(!open)}
        className="flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Story options"
          onKeyDown={(event) => {
            if (event.key !== 'Escape' && event.key !== 'Tab') return;
            // Handled here, so the viewer does not also close on this Escape.
            if (event.key === 'Escape') event.preventDefault();
            toggle(false);
            buttonRef.current?.focus();
          }}
          className="absolute top-11 right-0 z-30 w-44 rounded-xl bg-zinc-900 p-1.5 text-zinc-100 shadow-2xl ring-1 ring-white/10"
        >
          <button
            type="button"
            role="menuitem"
            disabled={running}
            onClick={() => void remove()}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-red-400 hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none disabled:opacity-60"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {running ? 'Deleting...' : 'Delete story'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
