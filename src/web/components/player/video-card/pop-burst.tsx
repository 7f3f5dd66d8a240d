/** The brief 💎 that a double tap sets off; a new `burst` number replays it. */
export function PopBurst({ burst }: { burst: number }) {
  if (burst === 0) return null;
  return (
    <span
      key={burst}
      aria-hidden="true"
      data-testid="pop-burst"
      className="pointer-events-none absolute top-1/2 start-1/2 z-10 -mt-12 -ms-12 flex size-24 animate-pop-burst items-center justify-center text-7xl"
    >
      💎
    </span>
  );
}
