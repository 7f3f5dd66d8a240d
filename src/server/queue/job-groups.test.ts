import { expect, it } from 'vitest';
import { GroupCaps } from './job-groups.ts';

/** A worker's caps hold across claims made side by side: places are held while a claim is in flight. */
const caps = () => {
  const made = new GroupCaps({ media: 2, ai: 1 });
  made.assign('transcode', 'media');
  made.assign('caption', 'ai');
  return made;
};

it('lets a claim take as many jobs as the fullest group among its kinds has room for', () => {
  const groups = caps();
  expect(groups.room(['mail'])).toBe(Infinity);
  expect(groups.room(['mail', 'transcode'])).toBe(2);
  expect(groups.room(['mail', 'transcode', 'caption'])).toBe(1);
  groups.started('transcode');
  expect(groups.room(['transcode'])).toBe(1);
});

it('holds places during a claim, so a second claim side by side cannot pass the cap', () => {
  const groups = caps();
  const release = groups.reserve(['mail', 'transcode'], 2);
  expect(groups.claimable(['mail', 'transcode', 'caption'])).toEqual(['mail', 'caption']);
  release();
  groups.started('transcode');
  expect(groups.claimable(['mail', 'transcode'])).toEqual(['mail', 'transcode']);
  groups.started('transcode');
  expect(groups.claimable(['mail', 'transcode'])).toEqual(['mail']);
  groups.ended('transcode');
  expect(groups.room(['transcode'])).toBe(1);
});
