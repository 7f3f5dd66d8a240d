import { MAX_AVATAR_BYTES, MAX_VIDEO_BYTES } from '../../shared/constants.ts';
import { UPLOAD_MESSAGES } from '../../shared/messages.ts';

export interface FileProblem {
  title: string;
  description?: string;
}

/** Spec §5 "Video file": checked in the browser before a single byte is sent. */
export function videoFileProblem(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!file.type.startsWith('video/')) return { title: UPLOAD_MESSAGES.invalidTypeTitle, description: UPLOAD_MESSAGES.invalidType };
  if (file.size > MAX_VIDEO_BYTES) return { title: UPLOAD_MESSAGES.tooLargeTitle, description: UPLOAD_MESSAGES.tooLarge };
  return null;
}

/** Spec §5 "Avatar": an image, under 5MB. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!file.type.startsWith('image/')) return { title: UPLOAD_MESSAGES.avatarInvalidType };
  if (file.size >= MAX_AVATAR_BYTES) return { title: UPLOAD_MESSAGES.avatarTooLarge };
  return null;
}
