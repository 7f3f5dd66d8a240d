import { LoaderCircle } from 'lucide-react';

/** An announced loading indicator; `label` is what screen readers hear. */
export function Spinner({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={`flex items-center justify-center ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-pink-500" />
    </div>
  );
}

/** The centred spinner shown while the session or a lazy screen loads. */
export function FullScreenSpinner() {
  return <Spinner className="min-h-dvh w-full" />;
}
