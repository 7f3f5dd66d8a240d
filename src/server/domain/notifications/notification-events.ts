import type { NotificationEvent, NotificationWritesRepo, TouchedGroup, WriteScope } from '../../data/repos/notification-writes.repo.ts';
import { mentionsIn } from '../../../shared/mentions.ts';

/**
 * Who hears of a comment, one notification per person, preferring reply > mention > comment: the author of
 * the comment replied to is told "replied" (not also "mentioned" or "commented"), a mentioned person
 * "mentioned", and the video's owner "commented" only when neither already told them. Nobody hears of their own.
 */
export function commentRecipients(
  actorId: string,
  people: { videoOwnerId: string; parentAuthorId: string | null; mentionedIds: string[] },
): Array<{ userId: string; type: 'reply' | 'mention' | 'comment' }> {
  const told = new Set<string>([actorId]);
  const recipients: Array<{ userId: string; type: 'reply' | 'mention' | 'comment' }> = [];
  const tell = (userId: string | null, type: 'reply' | 'mention' | 'comment') => {
    if (!userId || told.has(userId)) return;
    told.add(userId);
    recipients.push({ userId: userId, type });
  };
  tell(people.parentAuthorId, 'reply');
  for (const id of people.mentionedIds) tell(id, 'mention');
  tell(people.videoOwnerId, 'comment');
  return recipients;
}

/**
 * The notifications the comment, chat and video services write with their own writes (decision 043). Each
 * method takes the transaction of the write when there is one and returns the groups it touched, which the
 * caller announces (NotificationService.announceAll) once that transaction has committed.
 */
export class NotificationEvents {
  constructor(private readonly writes: NotificationWritesRepo) {}

  async commentPosted(
    within: WriteScope,
    comment: { id: string; videoId: string; userId: string; content: string },
    people: { videoOwnerId: string; parentAuthorId: string | null },
  ): Promise<TouchedGroup[]> {
    const mentionedIds = await this.writes.usersNamed(mentionsIn(comment.content), within);
    const events: NotificationEvent[] = commentRecipients(comment.userId, { ...people, mentionedIds }).map((recipient) => ({
      ...recipient,
      fromUserId: comment.userId,
      videoId: comment.videoId,
      commentId: comment.id,
    }));
    return this.writes.insert(events, within);
  }

  /** A chat mention tells only people who can open the room; the message's words stay in the room. */
  async chatPosted(message: { id: string; roomId: string; senderId: string; content: string }): Promise<TouchedGroup[]> {
    const named = (await this.writes.usersNamed(mentionsIn(message.content))).filter((id) => id !== message.senderId);
    const readers = await this.writes.roomReaders(message.roomId, named);
    return this.writes.insert(readers.map((userId) => ({ userId: userId, fromUserId: message.senderId, type: 'mention', chatMessageId: message.id })));
  }

  /**
   * Mentions in a caption: everyone named when the video becomes ready, and on an edit only the names the
   * new caption adds (`before` is the caption it replaced), so saving twice tells nobody twice.
   */
  async captionMentions(video: { id: string; userId: string; caption: string }, before = ''): Promise<TouchedGroup[]> {
    const already = new Set(mentionsIn(before));
    const added = mentionsIn(video.caption).filter((name) => !already.has(name));
    const ids = (await this.writes.usersNamed(added)).filter((id) => id !== video.userId);
    return this.writes.insert(ids.map((userId) => ({ userId: userId, fromUserId: video.userId, type: 'mention', videoId: video.id })));
  }

  /** A video became ready: its caption's mentions, and followers who asked for new videos. */
  async videoReady(video: { id: string; userId: string; caption: string }): Promise<TouchedGroup[]> {
    return [...(await this.captionMentions(video)), ...(await this.writes.newVideo(video.id))];
  }
}
