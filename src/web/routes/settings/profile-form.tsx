import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { usernameSchema } from '../../../shared/auth.schema.ts';
import { BIO_MAX } from '../../../shared/constants.ts';
import { EDIT_PROFILE_TEXT } from '../../../shared/creator-messages.ts';
import { profilesApi, type ProfileChanges, type ProfileView } from '../../api/profiles-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useUsernameAvailability, type Availability } from './use-username-availability.ts';

const AVAILABILITY_TEXT: Record<Availability, { text: string; className: string } | null> = {
  unknown: null,
  checking: { text: msg('Checking availability…'), className: 'text-zinc-400' },
  available: { text: EDIT_PROFILE_TEXT.usernameAvailable, className: 'text-green-400' },
  taken: { text: EDIT_PROFILE_TEXT.usernameTaken, className: 'text-red-400' },
};

interface ProfileFormProps {
  profile: ProfileView;
  isAdmin: boolean;
  onSaved: (profile: ProfileView) => void;
}

/** Spec §2/§5 Edit Profile fields: username (rules and uniqueness), bio (n/200), verified for admins only. */
export function ProfileForm({ profile, isAdmin, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [username, setUsername] = useState(profile.username);
  const [bio, setBio] = useState(profile.bio ?? '');
  const [verified, setVerified] = useState(profile.verified);
  const [takenOnSave, setTakenOnSave] = useState<string | null>(null);
  const bioId = useId();
  const bioHelpId = useId();
  const availabilityId = useId();

  const checked = useUsernameAvailability(username, profile.username);
  const availability: Availability = takenOnSave !== null && takenOnSave === username.trim() ? 'taken' : checked;
  const parsedUsername = usernameSchema.safeParse(username);
  const usernameProblem = parsedUsername.success ? undefined : parsedUsername.error.issues[0]?.message;
  const usernameError = usernameProblem && t(usernameProblem);
  const bioTooLong = bio.trim().length > BIO_MAX;
  const status = AVAILABILITY_TEXT[availability];

  const save = useMutation({
    mutationFn: (changes: ProfileChanges) => profilesApi.update(changes),
    onSuccess: (updated) => {
      onSaved(updated);
      toast.success(t(EDIT_PROFILE_TEXT.savedTitle), { description: t(EDIT_PROFILE_TEXT.saved) });
      void navigate(`/profile/${updated.userId}`);
    },
    onError: (error, changes) => {
      console.error('Profile update failed', error);
      if ((error as { code?: string }).code === '23505' && changes.username) setTakenOnSave(changes.username);
      toast.error(t(EDIT_PROFILE_TEXT.updateFailed), { description: error.message || undefined });
    },
  });

  const blocked = Boolean(usernameError) || bioTooLong || availability === 'taken' || availability === 'checking' || save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || !parsedUsername.success) return;
    const changes: ProfileChanges = { bio: bio.trim() };
    if (parsedUsername.data !== profile.username) changes.username = parsedUsername.data;
    if (isAdmin) changes.verified = verified;
    save.mutate(changes);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t(EDIT_PROFILE_TEXT.title)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <Input label={t('Username')} value={username} onChange={(e) => setUsername(e.target.value)} error={usernameError} autoComplete="username" {...(status ? { 'aria-describedby': availabilityId } : {})} />
        {status && !usernameError ? (
          <p id={availabilityId} role="status" className={`text-sm ${status.className}`}>
            {t(status.text)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={bioId} className="text-sm font-medium text-zinc-300">
          {t('Bio')}
        </label>
        <textarea
          id={bioId}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          rows={4}
          aria-describedby={bioHelpId}
          aria-invalid={bioTooLong || undefined}
          className="rounded-lg border border-zinc-700 bg-zinc-900 px-3 py-2 text-base text-zinc-50 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60 aria-invalid:border-red-500"
        />
        <div id={bioHelpId} className="flex justify-between gap-2 text-sm">
          <span className="text-red-400">{bioTooLong ? t(EDIT_PROFILE_TEXT.bioTooLong) : ''}</span>
          <span data-testid="bio-counter" className={bioTooLong ? 'text-red-400' : 'text-muted'}>{`${bio.length}/${BIO_MAX}`}</span>
        </div>
      </div>
      {isAdmin ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={verified} onChange={(e) => setVerified(e.target.checked)} className="size-4 accent-pink-600" />
          {t('Verified 💎')}
        </label>
      ) : null}
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => void navigate(`/profile/${profile.userId}`)} className="flex-1">
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={blocked} className="flex-1">
          {save.isPending ? t('Saving...') : t('Save Changes')}
        </Button>
      </div>
    </form>
  );
}
