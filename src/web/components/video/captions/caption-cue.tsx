/**
 * The cue on screen, drawn by Popreel rather than the browser so it sits where the card has room (above its
 * caption and actions) and reads on any frame: white text on a dark box with a shadow. Plain text only (the
 * cue's markup was reduced to text). Not announced: cues change too fast for a live region.
 */
export function CaptionCue({ text, language, className = '' }: { text: string | null; language?: string; className?: string }) {
  if (!text) return null;
  return (
    <div aria-live="off" data-caption-cue="" className={`pointer-events-none flex justify-center px-3 ${className}`}>
      <p
        lang={language}
        dir="auto"
        className="max-w-full rounded-md bg-black/75 px-2.5 py-1 text-center text-base leading-snug font-semibold break-words whitespace-pre-line text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.9)]"
      >
        {text}
      </p>
    </div>
  );
}
