import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LEGAL_LAST_UPDATED } from '../../../shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

interface LegalPageProps {
  title: string;
  intro: string;
  sections: LegalSection[];
  /** Terms and Privacy number their sections (spec §2); the guidelines read as a list of themes. */
  numbered: boolean;
}

/** The shared frame of the three legal pages: title, date, sections and a Back to Home button. */
export function LegalPage({ title, intro, sections, numbered }: LegalPageProps) {
  const navigate = useNavigate();
  useDocumentTitle(title);

  return (
    <div className="min-h-dvh bg-zinc-950 px-4 py-8 text-zinc-200">
      <main className="mx-auto flex max-w-2xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-white">{title}</h1>
          <p className="text-sm text-zinc-400">{LEGAL_LAST_UPDATED}</p>
          <p className="leading-relaxed">{intro}</p>
        </header>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-section-${index}`} className="flex flex-col gap-3">
            <h2 id={`legal-section-${index}`} className="text-xl font-semibold text-white">
              {numbered ? `${index + 1}. ${section.heading}` : section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.bullets ? (
              <ul className="flex list-disc flex-col gap-1.5 pl-6 leading-relaxed">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <div className="border-t border-zinc-800 pt-6">
          <Button variant="secondary" onClick={() => void navigate('/')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Button>
        </div>
      </main>
    </div>
  );
}
