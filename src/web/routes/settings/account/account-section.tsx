import { useId, type ReactNode } from 'react';

interface AccountSectionProps {
  title: string;
  detail?: string;
  children: ReactNode;
}

/** One part of Account and security: a named region, so a screen reader can jump between them by heading. */
export function AccountSection({ title, detail, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-zinc-800 pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {detail ? <p className="text-sm text-zinc-400">{detail}</p> : null}
      {children}
    </section>
  );
}
