import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { MISSING_TEXT } from '../../web-messages.ts';
import { Button, ButtonLink } from './button.tsx';

interface NotFoundStateProps {
  /** What is missing, in the product's words ('Place Not Found', "This profile isn't available"). */
  title: string;
  /** Why it may be missing, in a sentence; the 404 page has none. */
  explanation?: string;
  /** Above the heading: an icon, or the 404 page's big code. */
  mark?: ReactNode;
  /** The way out when there is no history to step back through (a link opened in a new tab). */
  home: { to: string; label: string };
}

/**
 * The screen for a thing that does not exist (decision 028): a heading that says so, why, and a way back — a
 * step back in the app's history when there is one, and always a link home. A failed read is not this: it
 * keeps its failure message and a Retry.
 */
export function NotFoundState({ title, explanation, mark, home }: NotFoundStateProps) {
  const { t } = useTranslation('common');
  useLocation(); // re-read the history entry below whenever the location changes
  const navigate = useNavigate();
  // The router numbers its history entries; at 0 the page was opened directly (or only replaced, as the
  // sign-in redirect does), so a step back would leave Popreel.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 bg-black px-6 py-16 text-center text-zinc-100">
      {mark}
      <h1 className="text-2xl font-bold">{title}</h1>
      {explanation ? <p className="max-w-sm text-zinc-300">{explanation}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {canGoBack ? (
          <Button onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t(MISSING_TEXT.back)}
          </Button>
        ) : null}
        <ButtonLink to={home.to} variant={canGoBack ? 'secondary' : 'primary'}>
          {home.label}
        </ButtonLink>
      </div>
    </main>
  );
}
