import { describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES, MAX_VIDEO_BYTES } from '../../shared/constants.ts';
import { UPLOAD_MESSAGES } from '../../shared/messages.ts';
import { avatarFileProblem, videoFileProblem } from './validate-file.ts';

describe('videoFileProblem', () => {
  it('accepts a video up to 50MB', () => {
    expect(videoFileProblem({ type: 'video/mp4', size: MAX_VIDEO_BYTES })).toBeNull();
    expect(videoFileProblem({ type: 'video/webm', size: 1 })).toBeNull();
  });
  it('refuses other types, including an unknown one', () => {
    for (const type of ['text/plain', 'image/png', '']) {
      expect(videoFileProblem({ type, size: 10 })).toEqual({ title: UPLOAD_MESSAGES.invalidTypeTitle, description: UPLOAD_MESSAGES.invalidType });
    }
  });
  it('refuses a video over 50MB', () => {
    expect(videoFileProblem({ type: 'video/mp4', size: MAX_VIDEO_BYTES + 1 })).toEqual({ title: UPLOAD_MESSAGES.tooLargeTitle, description: UPLOAD_MESSAGES.tooLarge });
  });
});

describe('avatarFileProblem', () => {
  it('accepts an image under 5MB and refuses anything else', () => {
    expect(avatarFileProblem({ type: 'image/png', size: MAX_AVATAR_BYTES - 1 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: MAX_AVATAR_BYTES })?.title).toBe(UPLOAD_MESSAGES.avatarTooLarge);
    expect(avatarFileProblem({ type: 'video/mp4', size: 10 })?.title).toBe(UPLOAD_MESSAGES.avatarInvalidType);
  });
});
