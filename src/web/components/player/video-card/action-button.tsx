import { useId, type ComponentType } from 'react';
import { formatCount } from '../../../lib/format.ts';

interface ActionButtonProps {
  label: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  count: number;
  onClick: () => void;
  /** Set for toggles (reactions, like): announced as pressed or not. */
  pressed?: boolean;
  activeClass?: string;
  testId?: string;
  /** Set when the button opens a dialog (Share's sheet), so screen readers say so before it is pressed. */
  opensDialog?: boolean;
  /** Extra classes for the round button (the action column's own background beside the video on desktop). */
  buttonClass?: string;
}

/** A round icon button with its count under it; the count is the button's description for screen readers. */
export function ActionButton({ label, Icon, count, onClick, pressed, activeClass = 'text-pink-500', testId, opensDialog, buttonClass = '' }: ActionButtonProps) {
  const countId = useId();
  return (
    <div className="flex flex-col items-center gap-0.5">
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        aria-pressed={pressed}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        aria-describedby={countId}
        title={label}
        className={`flex size-12 items-center justify-center rounded-full bg-black/35 text-white backdrop-blur-sm transition-transform hover:bg-black/55 active:scale-90 ${buttonClass}`}
      >
        <Icon aria-hidden="true" className={`size-6 ${pressed ? `${activeClass} fill-current` : ''}`} />
      </button>
      <span id={countId} data-testid={testId} className="text-xs font-semibold text-white tabular-nums drop-shadow">
        {formatCount(count)}
      </span>
    </div>
  );
}
