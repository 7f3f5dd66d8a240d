import { describe, expect, it } from 'vitest';
import { pushWords } from './push-words.ts';
import { notificationAction, notificationActors } from '../../../shared/notification-words.ts';

const facts = (type: string, actorCount: number, excerpt: string | null = null, chatRoomId: string | null = null) => ({ type, fromUsername: 'sofia_travels', actorCount, excerpt, chatRoomId });

describe('push words', () => {
  it("say in English exactly what the notification list says", () => {
    const cases = [
      facts('like', 1), facts('like', 2), facts('like', 5), facts('follow', 1), facts('comment', 3, 'so good'), facts('comment', 1),
      facts('reply', 1, 'thanks'), facts('mention', 1, 'look @you'), facts('mention', 1), facts('mention', 2, null, 'room-1'), facts('new_video', 1),
    ];
    for (const group of cases) {
      expect(pushWords('en', group)).toEqual({ title: notificationActors(group), body: notificationAction(group) });
    }
  });

  it("are written in the recipient's language, with its plural forms", () => {
    expect(pushWords('es', facts('like', 1))).toEqual({ title: 'sofia_travels', body: 'le dio me gusta a tu vídeo' });
    expect(pushWords('es', facts('like', 3))).toEqual({ title: 'sofia_travels y 2 personas más', body: 'le dio me gusta a tu vídeo' });
    expect(pushWords('es', facts('comment', 1, 'qué bien'))).toEqual({ title: 'sofia_travels', body: 'comentó: qué bien' });
    expect(pushWords('ar', facts('follow', 2)).title).toBe('sofia_travels وشخص آخر');
    expect(pushWords('ar', facts('follow', 3)).title).toBe('sofia_travels وشخصان آخران');
    expect(pushWords('ar', facts('follow', 5)).title).toBe('sofia_travels و4 أشخاص آخرين');
    expect(pushWords('ar', facts('follow', 12)).title).toBe('sofia_travels و11 شخصًا آخر');
    expect(pushWords('ar', facts('follow', 1)).body).toBe('بدأ بمتابعتك');
  });
});
