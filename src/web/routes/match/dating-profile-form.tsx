import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { MATCH_MESSAGES } from '../../../shared/chat-messages.ts';
import { MATCHING_MIN_AGE } from '../../../shared/constants.ts';
import { datingProfileSchema, firstIssueMessage, INTERESTS_MAX } from '../../../shared/content.schema.ts';
import { ApiError } from '../../api/client.ts';
import { matchApi, type DatingProfile } from '../../api/match-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { InterestChips } from './candidate-card.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { msg } from '../../i18n/i18n.ts';
import { matchKeys } from '../../api/match-keys.ts';

/** The spec names no genders; these cover most people, and a value saved elsewhere is kept as an option. */
const GENDERS = ['woman', 'man', 'non-binary', 'other'];
/** How each offered gender reads; a value saved elsewhere shows as written, capitalised. */
const GENDER_WORDS: Record<string, string> = { woman: msg('Woman'), man: msg('Man'), 'non-binary': msg('Non-binary'), other: msg('Other') };
type Field = keyof DatingProfile;

const parseInterests = (text: string) =>
  text
    .split(',')
    .map((interest) => interest.trim())
    .filter(Boolean);

/** The age box holds text; an empty box means "not given" and anything else is checked by the schema. */
const parseAge = (text: string) => (text.trim() === '' ? null : Number(text));

interface DatingProfileFormProps {
  profile: DatingProfile;
  /** Present once the person has opted in: the form is then an edit that can be abandoned. */
  onCancel?: () => void;
  onSaved: () => void;
}

/**
 * The dating profile behind /match: gender, age, interests, city and the explicit opt-in. The shared schema
 * checks it here (first message shown, as the spec's other forms do) and again on the server.
 */
export function DatingProfileForm({ profile, onCancel, onSaved }: DatingProfileFormProps) {
  const { t } = useTranslation('match');
  const queryClient = useQueryClient();
  const [gender, setGender] = useState(profile.gender ?? '');
  const [age, setAge] = useState(profile.age === null ? '' : String(profile.age));
  const [interests, setInterests] = useState(profile.interests.join(', '));
  const [location, setLocation] = useState(profile.location ?? '');
  const [optedIn, setOptedIn] = useState(profile.optedIn);
  const [problem, setProblem] = useState<{ field: Field | null; message: string } | null>(null);
  const ids = { heading: useId(), gender: useId(), interestsHelp: useId(), optInHelp: useId(), error: useId() };
  const genders = profile.gender && !GENDERS.includes(profile.gender) ? [...GENDERS, profile.gender] : GENDERS;

  const save = useMutation({
    mutationFn: (next: DatingProfile) => matchApi.saveProfile(next),
    onSuccess: (saved) => {
      queryClient.setQueryData(matchKeys.profile, saved);
      // Who is shown, and to whom, depends on this profile: both lists are read again.
      void queryClient.invalidateQueries({ queryKey: matchKeys.candidates });
      void queryClient.invalidateQueries({ queryKey: matchKeys.pick });
      toast.success(t('Dating profile saved'));
      onSaved();
    },
    onError: (error) => {
      console.error('Saving the dating profile failed', error);
      const message = error instanceof ApiError && error.fromServer ? error.message : t('Could not save your dating profile');
      setProblem({ field: message === MATCH_MESSAGES.adultsOnly ? 'age' : null, message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { gender: gender || null, age: parseAge(age), interests: parseInterests(interests), location, optedIn: optedIn };
    const parsed = datingProfileSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem({ field: (parsed.error.issues[0]?.path[0] as Field | undefined) ?? null, message: firstIssueMessage(parsed.error) });
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  };

  /** The invalid field points at the message, so a screen reader landing on it hears why. */
  const invalid = (field: Field) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {});

  return (
    <form onSubmit={submit} noValidate aria-labelledby={ids.heading} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={ids.heading} className="text-xl font-bold">
          {t('Your dating profile')}
        </h2>
        <p className="text-sm text-muted">{t('Tell people a little about you. Only what you fill in is shown on your card.')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.gender} className="text-sm font-medium text-zinc-300">
          {t('Gender')}
        </label>
        <select
          id={ids.gender}
          value={gender}
          onChange={(e) => setGender(e.target.value)}
          {...invalid('gender')}
          className="h-11 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-base text-zinc-50 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60"
        >
          <option value="">{t('Prefer not to say')}</option>
          {genders.map((option) => (
            <option key={option} value={option}>
              {option in GENDER_WORDS ? t(GENDER_WORDS[option]) : option.charAt(0).toUpperCase() + option.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <Input label={t('Age')} type="number" inputMode="numeric" min={0} max={120} value={age} onChange={(e) => setAge(e.target.value)} {...invalid('age')} />
      <div className="flex flex-col gap-2">
        <Input
          label={t('Interests')}
          value={interests}
          onChange={(e) => setInterests(e.target.value)}
          placeholder={t('hiking, jazz, cooking')}
          aria-describedby={problem?.field === 'interests' ? `${ids.interestsHelp} ${ids.error}` : ids.interestsHelp}
          aria-invalid={problem?.field === 'interests' || undefined}
        />
        <p id={ids.interestsHelp} className="text-sm text-muted">{t('Separate them with commas, up to {{max}}.', { max: INTERESTS_MAX })}</p>
        <InterestChips interests={parseInterests(interests)} label={t('Your interests')} />
      </div>
      <Input label={t('City')} value={location} onChange={(e) => setLocation(e.target.value)} autoComplete="address-level2" {...invalid('location')} />
      <div className="flex flex-col gap-1 rounded-xl border border-zinc-800 p-3">
        <label className="flex items-center gap-3 font-medium">
          <input
            type="checkbox"
            checked={optedIn}
            onChange={(e) => setOptedIn(e.target.checked)}
            aria-describedby={ids.optInHelp}
            className="size-5 accent-pink-600"
          />
          {t('Show me in Singles Match')}
        </label>
        <p id={ids.optInHelp} className="text-sm text-muted">
          {t('For adults only ({{age}}+). Turn it off any time to hide your profile and stop matching.', { age: MATCHING_MIN_AGE })}
        </p>
      </div>
      {problem ? (
        <p id={ids.error} role="alert" className="text-sm text-red-400">
          {t(problem.message)}
        </p>
      ) : null}
      <div className="flex gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} className="flex-1">
            {t('Cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending} className="flex-1">
          {save.isPending ? t('Saving...') : t('Save')}
        </Button>
      </div>
    </form>
  );
}
