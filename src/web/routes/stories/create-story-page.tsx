import { useEffect, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { STORY_MESSAGES } from '../../../shared/story-types.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { signInPathFor } from '../../auth/return-to.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ChooseMediaStep } from './create/choose-media-step.tsx';
import { DetailsStep } from './create/details-step.tsx';
import { ImageCropStep, initialCrop, type CropState } from './create/image-crop-step.tsx';
import { initialDetails, initialTrim, type ChosenMedia, type StoryDetails, type StoryDraft, type TrimRange } from './create/story-draft.ts';
import { usePostStory } from './create/use-post-story.ts';
import { VideoTrimStep } from './create/video-trim-step.tsx';

type Step = 'choose' | 'edit' | 'details';

/**
 * Spec §2 "Create Story" (/stories/new). A public route on purpose: a visitor is told to sign in (spec §5)
 * rather than silently sent to /auth as the signed-in screens do.
 */
export function CreateStoryPage() {
  const { t } = useTranslation('stories');
  useDocumentTitle(t(STORY_MESSAGES.createTitle));
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (loading || user) return;
    toast.error(t(STORY_MESSAGES.signIn), { id: 'story-sign-in' });
    // Signed in, the visitor comes back here to post (decision 028).
    void navigate(signInPathFor(location), { replace: true });
  }, [loading, user, navigate, location, t]);
  if (!user) return <FullScreenSpinner />;
  return <CreateStory userId={user.id} />;
}

/** Choose, edit, details (spec §4 "Story flow"); the page keeps each step's work so Back loses nothing. */
function CreateStory({ userId }: { userId: string }) {
  const { t } = useTranslation('stories');
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>('choose');
  const [media, setMedia] = useState<ChosenMedia | null>(null);
  const [crop, setCrop] = useState<CropState>(initialCrop);
  const [trim, setTrim] = useState<TrimRange>({ start: 0, end: 0 });
  const [draft, setDraft] = useState<StoryDraft | null>(null);
  const [details, setDetails] = useState<StoryDetails>(initialDetails);
  const { phase, progress, post } = usePostStory(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each step announces itself: focus moves to its heading, as after a page change.
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [step]);

  const choose = (chosen: ChosenMedia) => {
    setMedia(chosen);
    setCrop(initialCrop);
    if (chosen.kind === 'video') setTrim(initialTrim(chosen.duration));
    setStep('edit');
  };

  const startOver = () => {
    setMedia(null);
    setDraft(null);
    setStep('choose');
  };

  const video = media?.kind === 'video';
  const editTitle = video ? t('Trim') : t('Crop');
  const titles: Record<Step, string> = { choose: t('Choose media'), edit: editTitle, details: t('Details') };
  const stepNumber = { choose: 1, edit: 2, details: 3 }[step];

  const back = () => {
    if (step === 'details') setStep('edit');
    else if (step === 'edit') startOver();
    // Nothing chosen yet: Back leaves, to where the person came from when the app knows it.
    else void (location.key !== 'default' ? navigate(-1) : navigate('/'));
  };
  const backLabel =
    step === 'choose' ? t('Leave Create Story') : step === 'edit' ? t('Back to Choose media') : video ? t('Back to Trim') : t('Back to Crop');

  return (
    <div className="flex h-dvh flex-col bg-black text-zinc-100">
      <header className="border-b border-white/5 bg-black/90">
        <div className="mx-auto flex max-w-lg items-center gap-2 px-3 py-2">
          <button type="button" onClick={back} disabled={phase !== 'idle'} aria-label={backLabel} title={backLabel} className={buttonClasses('ghost', 'compact')}>
            <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{t(STORY_MESSAGES.createTitle)}</h1>
          <p className="shrink-0 text-sm text-zinc-300">{t('Step {{step}} of {{total}}', { step: stepNumber, total: 3 })}</p>
        </div>
      </header>
      <main className="mx-auto flex min-h-0 w-full max-w-lg flex-1 flex-col gap-4 overflow-y-auto p-4">
        <h2 ref={heading} tabIndex={-1} className="shrink-0 text-base font-semibold outline-none">
          {titles[step]}
        </h2>
        {step === 'choose' || !media ? <ChooseMediaStep onChosen={choose} /> : null}
        {step === 'edit' && media?.kind === 'image' ? (
          <ImageCropStep
            file={media.file}
            aspect={media.aspect}
            value={crop}
            onChange={setCrop}
            onCropped={(file) => {
              setDraft({ kind: 'image', file });
              setStep('details');
            }}
            onFailed={startOver}
          />
        ) : null}
        {step === 'edit' && media?.kind === 'video' ? (
          <VideoTrimStep
            file={media.file}
            duration={media.duration}
            value={trim}
            onChange={setTrim}
            onNext={() => {
              setDraft({ kind: 'video', file: media.file, trim });
              setStep('details');
            }}
            onFailed={startOver}
          />
        ) : null}
        {step === 'details' && draft ? <DetailsStep draft={draft} value={details} onChange={setDetails} onPost={() => void post(draft, details)} phase={phase} progress={progress} /> : null}
      </main>
    </div>
  );
}
