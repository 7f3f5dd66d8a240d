import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './auth.schema.ts';
import { chatMessageSchema, commentSchema, firstIssueMessage, placeSchema, profileUpdateSchema, reportSchema, roomSchema } from './content.schema.ts';
import { storySchema } from './story.schema.ts';
import { notificationBadgeText } from './constants.ts';

const id = '3f1c1b8e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const message = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);

describe('sign-up and sign-in', () => {
  it('trims the username and lower-cases the email', () => {
    expect(signUpSchema.parse({ username: '  maya_moves ', email: ' Maya@Example.COM ', password: 'secret1' })).toEqual({
      username: 'maya_moves', email: 'maya@example.com', password: 'secret1',
    });
  });
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be less than 30 characters'],
    ['no spaces', 'Username can only contain letters, numbers, and underscores'],
  ])('username %s → %s', (username, expected) => {
    expect(message(signUpSchema.safeParse({ username, email: 'a@b.co', password: 'secret1' }))).toBe(expected);
  });
  it('requires 6 password characters and a password to sign in', () => {
    expect(message(signUpSchema.safeParse({ username: 'abc', email: 'a@b.co', password: '12345' }))).toBe('Password must be at least 6 characters');
    expect(message(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('Password is required');
  });
  it('refuses a password of spaces only, but keeps spaces inside a real one', () => {
    expect(message(signUpSchema.safeParse({ username: 'abc', email: 'a@b.co', password: '      ' }))).toBe('Password cannot be only spaces');
    expect(message(signUpSchema.safeParse({ username: 'abc', email: 'a@b.co', password: ' \t\n  \u00a0 ' }))).toBe('Password cannot be only spaces');
    expect(signUpSchema.parse({ username: 'abc', email: 'a@b.co', password: ' two words ' }).password).toBe(' two words ');
  });
});

describe('content schemas', () => {
  it('report: a reason is required, details trimmed to null and at most 500', () => {
    expect(message(reportSchema.safeParse({ videoId: id }))).toBe('Please select a reason');
    expect(reportSchema.parse({ videoId: id, reason: 'unsafe', details: '   ' })).toEqual({ targetKind: 'video', targetId: id, reason: 'violence', details: null });
    expect(reportSchema.parse({ targetKind: 'comment', targetId: id, reason: 'hate' })).toEqual({ targetKind: 'comment', targetId: id, reason: 'hate', details: null });
    expect(message(reportSchema.safeParse({ targetKind: 'comment', reason: 'spam' }))).toBe('Say what you are reporting: target_kind and target_id');
    expect(message(reportSchema.safeParse({ videoId: id, reason: 'spam', details: 'x'.repeat(501) }))).toBe('Details must be at most 500 characters');
  });
  it('comment: blank is refused, parent defaults to null', () => {
    expect(message(commentSchema.safeParse({ videoId: id, content: '   ' }))).toBe('Comment cannot be empty');
    expect(commentSchema.parse({ videoId: id, content: ' hi ' })).toEqual({ videoId: id, content: 'hi', parentId: null });
  });
  it('place: a name is required, empty fields become null, type defaults to restaurant', () => {
    expect(message(placeSchema.safeParse({ name: ' ' }))).toBe('Place name is required');
    expect(placeSchema.parse({ name: 'Cafe', address: '', lat: 51.5, lng: -0.1 })).toEqual({
      name: 'Cafe', type: 'restaurant', address: null, city: null, country: null, lat: 51.5, lng: -0.1,
    });
  });
  it('profile: bio at most 200', () => {
    expect(message(profileUpdateSchema.safeParse({ bio: 'x'.repeat(201) }))).toBe('Bio must be less than 200 characters');
  });
  it('chat, room and story', () => {
    expect(message(chatMessageSchema.safeParse({ roomId: id, content: '  ' }))).toBe('Message cannot be empty');
    expect(message(roomSchema.safeParse({ name: '' }))).toBe('Room name is required');
    expect(storySchema.parse({ caption: '', altText: '   ' })).toEqual({
      caption: null, visibility: 'public', sticker: null, stickerX: 0.5, stickerY: 0.5, trimStart: null, trimEnd: null, altText: null,
    });
    expect(storySchema.parse({ altText: '  A red door  ' }).altText).toBe('A red door');
    expect(storySchema.parse({ sticker: 'fire', stickerX: '0.25', trimStart: '1.04', trimEnd: '15.96' })).toMatchObject({
      sticker: 'fire', stickerX: 0.25, trimStart: 1, trimEnd: 16,
    });
    expect(message(storySchema.safeParse({ trimStart: 0, trimEnd: 15.2 }))).toBe('A story can be at most 15 seconds');
    expect(message(storySchema.safeParse({ trimStart: 5, trimEnd: 5 }))).toBe('Trim end must be after its start');
    expect(message(storySchema.safeParse({ sticker: 'skull' }))).toBe('Choose one of the stickers');
    expect(message(storySchema.safeParse({ visibility: 'friends' }))).toBe('Visibility must be public or followers');
    expect(message(storySchema.safeParse({ caption: 'x'.repeat(121) }))).toBe('Caption must be at most 120 characters');
  });
});

describe('notification badge', () => {
  it.each([[0, ''], [1, '1'], [9, '9'], [10, '9+'], [120, '9+']])('%i → %s', (count, text) => {
    expect(notificationBadgeText(count)).toBe(text);
  });
});
