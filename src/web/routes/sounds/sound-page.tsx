import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { isMissing } from '../../api/client.ts';
import { soundKeys } from '../../api/sound-keys.ts';
import { soundsApi, type Sound } from '../../api/sounds-api.ts';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ReportButton } from '../../components/report/report-button.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { msg } from '../../i18n/i18n.ts';
import { MISSING_TEXT } from '../../web-messages.ts';
import { formatLicense, formatSoundDuration, formatUses } from '../../components/sounds/sound-format.ts';
import { SoundPreviewButton } from '../../components/sounds/sound-preview-button.tsx';
import { SoundVideos } from './sound-videos.tsx';

function SoundDetails({ sound }: { sound: Sound }) {
  const { t } = useTranslation('sounds');
  const facts = [
    { id: 'genre', term: msg('Genre'), value: sound.genre ?? t('None') },
    { id: 'duration', term: msg('Duration'), value: formatSoundDuration(sound.duration) },
    { id: 'uses', term: msg('Uses'), value: formatUses(sound.soundUse) },
    { id: 'license', term: msg('License'), value: formatLicense(sound.licenseType) },
  ];
  return (
    <section aria-label={t('Sound details')} className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <SoundPreviewButton sound={sound} size="lg" />
        {/* The title is the page heading already; the artist sits beside the play control. */}
        <p data-testid="sound-artist" className="min-w-0 flex-1 truncate text-lg text-zinc-200">
          {sound.artist}
        </p>
        {/* The page does not know the uploader; the server refuses a report on one's own sound. */}
        <ReportButton target={{ kind: 'sound', id: sound.id }} ownerId={null} className="px-2 py-1 text-sm text-zinc-300 hover:text-zinc-100" />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(({ id, term, value }) => (
          <div key={id} className="rounded-lg bg-zinc-900 px-3 py-2">
            <dt className="text-xs text-zinc-300">{t(term)}</dt>
            <dd data-testid={`sound-${id}`} className="font-semibold">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One sound (/sounds/{id}): what it is, a preview, and the videos that use it. */
export function SoundPage() {
  const { t } = useTranslation('sounds');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const sound = useQuery({ queryKey: soundKeys.sound(id), queryFn: ({ signal }) => soundsApi.get(id, signal) });
  const missing = sound.isError && isMissing(sound.error);
  useDocumentTitle(sound.data?.title ?? (missing ? t(MISSING_TEXT.sound) : t('Sound')));

  // Once per failure, even under StrictMode's doubled effects: the spec's toast (§8). A failed read goes back
  // to the library as the spec says; a sound that does not exist stays to say so (issue 25, decision 028).
  const told = useRef(false);
  useEffect(() => {
    if (!sound.isError || told.current) return;
    told.current = true;
    toast.error(t('Failed to load sound'));
    if (isMissing(sound.error)) return;
    console.error('Failed to load sound', sound.error);
    void navigate('/sounds', { replace: true });
  }, [sound.isError, sound.error, navigate, t]);

  if (missing) {
    return (
      <div className="flex min-h-dvh flex-col">
        <NotFoundState title={t(MISSING_TEXT.sound)} explanation={t(MISSING_TEXT.soundWhy)} home={{ to: '/sounds', label: t(MISSING_TEXT.soundsHome) }} />
      </div>
    );
  }
  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={sound.data?.title ?? t('Sound')} back={{ to: '/sounds', label: t('Back to sounds'), preferHistory: true }} />
      <main className="mx-auto flex max-w-2xl flex-col gap-6 p-4">
        {sound.data ? (
          <>
            <SoundDetails sound={sound.data} />
            <SoundVideos soundId={sound.data.id} />
          </>
        ) : (
          <Spinner label={t('Loading sound')} className="py-16" />
        )}
      </main>
    </div>
  );
}
