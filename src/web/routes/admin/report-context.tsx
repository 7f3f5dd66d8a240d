import { Link } from 'react-router';
import { MessageSquare, Music } from 'lucide-react';
import type { AdminReport } from '../../api/admin-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ReportPreview } from './report-preview.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { LINK_SLOT, withLink } from './link-slot.tsx';

const linkClasses = 'rounded hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';
const frame = 'flex aspect-9/16 w-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-zinc-800 sm:w-24';

/** The card's accessible name, a whole sentence of what a report is about: 'Report on a comment by maya'. */
export function reportLabel(report: AdminReport): string {
  const author = report.author?.username;
  const by = author !== undefined;
  const t = (key: string, values: Record<string, string> = {}) => i18n.t(key, { ns: 'admin', author, ...values });
  switch (report.targetKind) {
    case 'video': {
      const caption = report.video?.caption?.trim();
      if (caption) return by ? t('Report on "{{caption}}" by {{author}}', { caption }) : t('Report on "{{caption}}"', { caption });
      return by ? t('Report on an untitled video by {{author}}') : t('Report on an untitled video');
    }
    case 'comment':
      return by ? t('Report on a comment by {{author}}') : t('Report on a comment');
    case 'profile':
      return by ? t('Report on the profile of {{author}}') : t('Report on the profile of a deleted account');
    case 'chat_message': {
      const room = report.chatMessage?.room.name;
      if (room === undefined) return by ? t('Report on a message by {{author}} in a room') : t('Report on a message in a room');
      return by ? t('Report on a message by {{author}} in {{room}}', { room }) : t('Report on a message in {{room}}', { room });
    }
    case 'sound': {
      const title = report.sound?.title ?? '';
      return by ? t('Report on the sound "{{title}}" by {{author}}', { title }) : t('Report on the sound "{{title}}"', { title });
    }
    case 'story':
      return by ? t('Report on a story by {{author}}') : t('Report on a story');
  }
}

/** The picture beside a report: the video's preview, the story's poster, the person's avatar or an icon. */
export function ReportVisual({ report }: { report: AdminReport }) {
  if (report.targetKind === 'video' && report.video) return <ReportPreview video={report.video} />;
  if (report.story) {
    return <div className={frame}>{report.story.thumbnailUrl ? <img src={report.story.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" /> : null}</div>;
  }
  if (report.targetKind === 'profile' && report.author) return <Avatar url={report.author.avatarUrl} username={report.author.username} size="lg" />;
  const Icon = report.targetKind === 'sound' ? Music : MessageSquare;
  return (
    <div className={`${frame} aspect-square`}>
      <Icon aria-hidden className="size-6 text-zinc-500" />
    </div>
  );
}

/**
 * What was reported, in its own words (decision 047): a comment's text and the video it is on, a profile's
 * bio, a message's text and room, a sound's title and artist (and a player), a story's caption.
 */
export function ReportContext({ report }: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  const { video, comment, profile, chatMessage, sound, story } = report;
  const quote = 'line-clamp-4 text-sm break-words whitespace-pre-wrap text-zinc-100';
  switch (report.targetKind) {
    case 'video':
      return (
        <Link to={`/v/${video?.id}`} className={`line-clamp-2 font-semibold break-words ${video?.caption?.trim() ? '' : 'text-zinc-400 italic'} ${linkClasses}`}>
          {video?.caption?.trim() || t('Untitled video')}
        </Link>
      );
    case 'comment':
      return (
        <>
          <p className={quote}>“{comment?.content}”</p>
          {video ? (
            <p className="text-xs text-zinc-400">
              {withLink(
                t('on {{video}}', { video: LINK_SLOT }),
                <Link to={`/v/${video.id}`} className={linkClasses}>
                  {video.caption?.trim() || t('an untitled video')}
                </Link>,
              )}
            </p>
          ) : null}
        </>
      );
    case 'profile':
      return <p className={quote}>{profile?.bio ? profile.bio : <span className="text-zinc-400 italic">{t('No bio')}</span>}</p>;
    case 'chat_message':
      return (
        <>
          <p className={quote}>“{chatMessage?.content}”</p>
          <p className="text-xs text-zinc-400">
            {chatMessage?.room.isPrivate ? t('in the private room “{{name}}”', { name: chatMessage.room.name }) : t('in the room “{{name}}”', { name: chatMessage?.room.name })}
          </p>
        </>
      );
    case 'sound':
      return (
        <>
          <Link to={`/sounds/${sound?.id}`} className={`font-semibold break-words ${linkClasses}`}>
            {sound?.title} — {sound?.artist || t('Unknown artist')}
          </Link>
          {sound?.audioUrl ? <audio controls preload="none" src={sound.audioUrl} aria-label={t('Listen to {{title}}', { title: sound.title })} className="h-8 w-full max-w-xs" /> : null}
        </>
      );
    case 'story':
      return <p className={quote}>{story?.caption ? story.caption : <span className="text-zinc-400 italic">{story?.mediaType === 'video' ? t('A video story without a caption') : t('A image story without a caption')}</span>}</p>;
  }
}
