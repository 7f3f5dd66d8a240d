import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { LEGAL_LAST_UPDATED } from '../../../shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { msg } from '../../i18n/i18n.ts';

/** The catalogs' copy of LEGAL_LAST_UPDATED (src/shared), so the date line is translated too. */
msg('Last updated: October 16, 2025');

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
  /** The {{variables}} of the paragraphs and bullets (the minimum age, a contact address…). */
  values?: Record<string, string | number>;
}

/** The shared frame of the three legal pages: title, date, sections and a Back to Home button. */
export function LegalPage({ title, intro, sections, numbered, values }: LegalPageProps) {
  const { t } = useTranslation('legal');
  const navigate = useNavigate();
  useDocumentTitle(t(title));

  return (
    <div className="min-h-dvh bg-zinc-950 px-4 py-8 text-zinc-200">
      <main className="mx-auto flex max-w-2xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-white">{t(title)}</h1>
          <p className="text-sm text-zinc-400">{t(LEGAL_LAST_UPDATED)}</p>
          <p className="leading-relaxed">{t(intro)}</p>
        </header>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-section-${index}`} className="flex flex-col gap-3">
            <h2 id={`legal-section-${index}`} className="text-xl font-semibold text-white">
              {numbered ? `${index + 1}. ${t(section.heading)}` : t(section.heading)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {t(paragraph, values)}
              </p>
            ))}
            {section.bullets ? (
              <ul className="flex list-disc flex-col gap-1.5 ps-6 leading-relaxed">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{t(bullet, values)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <div className="border-t border-zinc-800 pt-6">
          <Button variant="secondary" onClick={() => void navigate('/')}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('Back to Home')}
          </Button>
        </div>
      </main>
    </div>
  );
}
