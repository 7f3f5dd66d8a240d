import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../constants.ts';
import { ACCOUNT_MESSAGES, ACCOUNT_TEMPLATES, DELETION_CONSEQUENCES, DELETION_CONSEQUENCE_TEMPLATES } from '../account-messages.ts';
import { PLAYER_TEMPLATES, PLAYER_TEXT } from '../feed-messages.ts';
import { COUNT_TEMPLATES, DISCOVERY_MESSAGES, TAG_MESSAGES } from '../search-messages.ts';

/** What i18next makes of a template in English: {{variables}} filled, the plural form by count. */
const english = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../web/i18n/locales/en/shared.json'), 'utf8')) as Record<string, string>;
function fill(key: string, values: Record<string, string | number>) {
  const form = typeof values.count === 'number' ? english[`${key}_${new Intl.PluralRules('en').select(values.count)}`] : undefined;
  return (form ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

describe("the shared tables' templates", () => {
  it('read in English exactly as the texts they stand for', () => {
    expect(fill(PLAYER_TEMPLATES.posts, { username: 'sofia' })).toBe(PLAYER_TEXT.posts('sofia'));
    expect(fill(PLAYER_TEMPLATES.likes, { username: 'sofia' })).toBe(PLAYER_TEXT.likes('sofia'));
    expect(fill(PLAYER_TEMPLATES.reposts, { username: 'sofia' })).toBe(PLAYER_TEXT.reposts('sofia'));
    expect(fill(PLAYER_TEMPLATES.place, { name: 'Lisbon' })).toBe(PLAYER_TEXT.place('Lisbon'));
    expect(fill(PLAYER_TEMPLATES.sound, { title: 'Sunny' })).toBe(PLAYER_TEXT.sound('Sunny'));
    expect(fill(PLAYER_TEMPLATES.tag, { name: 'cats' })).toBe(PLAYER_TEXT.tag('cats'));
    for (const count of [0, 1, 2, 1200]) {
      const shown = count === 1200 ? '1.2K' : String(count);
      expect(fill(COUNT_TEMPLATES.videos, { count, shown })).toBe(TAG_MESSAGES.videoCount(count, shown));
      expect(fill(COUNT_TEMPLATES.usesToday, { count, shown })).toBe(TAG_MESSAGES.usesToday(count, shown));
      expect(fill(COUNT_TEMPLATES.followers, { count, shown })).toBe(DISCOVERY_MESSAGES.followers(count, shown));
    }
    const days = { days: ACCOUNT_DELETION_GRACE_DAYS };
    expect(fill(ACCOUNT_TEMPLATES.deletionScheduled, days)).toBe(ACCOUNT_MESSAGES.deletionScheduled);
    expect(DELETION_CONSEQUENCE_TEMPLATES.map((text) => fill(text, days))).toEqual([...DELETION_CONSEQUENCES]);
  });
});
