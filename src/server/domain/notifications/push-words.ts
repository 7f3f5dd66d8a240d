import type { NotificationFacts } from '../../../shared/notification-words.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { wordsFor } from '../../i18n/i18n.ts';

/**
 * A notification group's push in its recipient's language (issue 39): the same words the list shows
 * (src/shared/notification-words.ts, which the web app translates itself), byte for byte in English.
 * Title: who did it ("sofia_travels and 4 others"); body: what they did ("liked your video").
 */
export function pushWords(locale: Locale, facts: Pick<NotificationFacts, 'type' | 'fromUsername' | 'actorCount' | 'excerpt' | 'chatRoomId'>) {
  const t = wordsFor(locale, { ns: 'push' });
  const name = facts.fromUsername;
  const title = facts.actorCount > 1 ? t('{{name}} and {{count}} others', { name, count: facts.actorCount - 1 }) : name;
  return { title, body: action(t, facts) };
}

function action(t: ReturnType<typeof wordsFor>, facts: Pick<NotificationFacts, 'type' | 'excerpt' | 'chatRoomId'>): string {
  const excerpt = facts.excerpt?.trim() || null;
  switch (facts.type) {
    case 'follow':
      return t('started following you');
    case 'like':
      return t('liked your video');
    case 'repost':
      return t('reposted your video');
    case 'comment':
      return excerpt ? t('commented: {{excerpt}}', { excerpt }) : t('commented:');
    case 'reply':
      return excerpt ? t('replied: {{excerpt}}', { excerpt }) : t('replied:');
    case 'mention':
      // A chat message's text never leaves its room (the group carries no excerpt for one).
      if (facts.chatRoomId) return t('mentioned you in a chat');
      return excerpt ? t('mentioned you: {{excerpt}}', { excerpt }) : t('mentioned you');
    case 'new_video':
      return t('posted a new video');
    default:
      return t('Your data export is ready');
  }
}
