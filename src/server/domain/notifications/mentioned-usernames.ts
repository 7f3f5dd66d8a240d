import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/constants.ts';

/** More names than this in one text notify nobody past it: a list of fifty @names is spam, not a mention. */
export const MENTIONS_PER_TEXT = 10;

/**
 * The usernames `@name` names in a text, lower-cased and once each, in order. Usernames follow
 * usernameSchema (src/shared/auth.schema.ts): letters, digits and underscores, USERNAME_MIN to USERNAME_MAX
 * long. An `@` inside a word (an e-mail address) is not a mention. Kept to this one function so the shared
 * mentionsIn(text) of src/shared/mentions.ts can replace it when it lands.
 */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?<![A-Za-z0-9_@])@([A-Za-z0-9_]+)/g)) {
    const name = match[1]!;
    if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) continue;
    names.add(name.toLowerCase());
    if (names.size === MENTIONS_PER_TEXT) break;
  }
  return [...names];
}
