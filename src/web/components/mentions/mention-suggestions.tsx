import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { MENTION_TEXT } from '../../web-messages.ts';
import { Avatar, VerifiedMark } from '../ui/avatar.tsx';
import type { MentionList } from './use-mention-suggestions.ts';

const canPopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;
/** Between the field and the list, and between the list and the window's edge. */
const GAP_PX = 6;

type Placement = 'above' | 'below';

/**
 * Puts the list against its field, in window coordinates. Composers at the bottom of a screen or panel
 * (comments, chat) open it upwards, the upload caption near the top of its form downwards; either way it is
 * never taller than the room left on that side.
 */
function placeAgainst(box: HTMLElement, field: HTMLElement, placement: Placement) {
  const rect = field.getBoundingClientRect();
  const room = placement === 'above' ? rect.top - 2 * GAP_PX : window.innerHeight - rect.bottom - 2 * GAP_PX;
  Object.assign(box.style, {
    left: `${rect.left}px`,
    width: `${rect.width}px`,
    top: placement === 'below' ? `${rect.bottom + GAP_PX}px` : 'auto',
    bottom: placement === 'above' ? `${window.innerHeight - rect.top + GAP_PX}px` : 'auto',
    maxHeight: `${Math.max(room, 0)}px`,
  });
}

/**
 * The people suggested for an @mention (issue 37). The list is a manual popover in the top layer, so no
 * panel's or dialog's overflow cuts it off (the phone's Comments dialog is shorter than six people); it stays
 * inside its composer in the page, so a modal dialog around it does not make it inert. The listbox is always
 * in the page so the field's aria-controls names something, and a polite status says how many people came up,
 * for those who cannot see the list open.
 */
export function MentionSuggestions({ list, placement }: { list: MentionList; placement: Placement }) {
  const { t } = useTranslation('common');
  const { id, open, people, activeIndex, optionId, pick, anchor } = list;
  const boxRef = useRef<HTMLDivElement>(null);

  // After every render while open: the field grows with its lines, and the list follows it.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const field = anchor.current;
    if (!box || !field) return;
    if (!open) {
      if (canPopover && box.matches(':popover-open')) box.hidePopover();
      return;
    }
    const follow = () => placeAgainst(box, field, placement);
    follow();
    if (canPopover && !box.matches(':popover-open')) box.showPopover();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  });

  return (
    <>
      <div
        ref={boxRef}
        popover={canPopover ? 'manual' : undefined}
        hidden={canPopover ? undefined : !open}
        className="fixed inset-auto z-50 m-0 overflow-y-auto rounded-xl border border-zinc-700 bg-zinc-900 p-0 text-zinc-100 shadow-xl shadow-black/60"
      >
        <ul id={id} role="listbox" aria-label={t(MENTION_TEXT.listLabel)} className="py-1">
          {people.map((person, index) => (
            <li
              key={person.userId}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // The field keeps the focus (and the caret) while a finger or a mouse picks a person.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(person)}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${index === activeIndex ? 'bg-pink-600/30' : 'hover:bg-zinc-800'}`}
            >
              <Avatar url={person.avatarUrl} username={person.username} size="sm" />
              <span dir="auto" className="min-w-0 truncate font-semibold">@{person.username}</span>
              {person.verified ? <VerifiedMark /> : null}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {open ? MENTION_TEXT.found(people.length) : ''}
      </p>
    </>
  );
}
