import { useId, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../components/ui/toast.ts';
import { EDIT_PROFILE_TEXT } from '../../../shared/creator-messages.ts';
import { profilesApi, type ProfileView } from '../../api/profiles-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { avatarFileProblem } from '../../lib/validate-file.ts';

interface AvatarFieldProps {
  profile: ProfileView;
  onUploaded: (profile: ProfileView) => void;
}

/** Spec §5 "Avatar": an image under 5MB, stored as soon as it is chosen. */
export function AvatarField({ profile, onUploaded }: AvatarFieldProps) {
  const { t } = useTranslation('settings');
  const inputId = useId();
  const upload = useMutation({
    mutationFn: profilesApi.uploadAvatar,
    onSuccess: onUploaded,
    onError: (error) => {
      console.error('Avatar upload failed', error);
      toast.error(t(EDIT_PROFILE_TEXT.avatarFailedTitle), { description: t(EDIT_PROFILE_TEXT.avatarFailed) });
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast.error(t(problem.title));
      return;
    }
    upload.mutate(file);
  };

  return (
    <div className="flex items-center gap-4">
      <div className="relative [&>*]:size-20! [&>*]:text-2xl!">
        <Avatar url={profile.avatarUrl} username={profile.username} size="lg" />
        {upload.isPending ? <Spinner label={t('Uploading avatar')} className="absolute inset-0 rounded-full bg-black/60" /> : null}
      </div>
      <div className="flex flex-col gap-1">
        <input id={inputId} type="file" accept="image/*" onChange={choose} disabled={upload.isPending} className="peer sr-only" />
        <label htmlFor={inputId} className={buttonClasses('secondary', 'sm', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-pink-400')}>
          <Camera aria-hidden="true" className="size-4" />
          {t('Change avatar')}
        </label>
        <p className="text-xs text-muted">{t('An image under 5MB')}</p>
      </div>
    </div>
  );
}
