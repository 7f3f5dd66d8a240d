import { Link } from 'react-router';
import { MessageSquare, Music } from 'lucide-react';
import type { AdminReport } from '../../api/admin-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ReportPreview } from './report-preview.tsx';

const linkClasses = 'rounded hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';
const frame = 'flex aspect-9/16 w-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-zinc-800 sm:w-24';

/** A one-line name of what a report is about, for the card's accessible name. */
export function reportSubject(report: AdminReport): string {
  const by = report.author ? ` by ${report.author.username}` : '';
  switch (report.targetKind) {
    case 'video': {
      const caption = report.video?.caption?.trim();
      return `${caption ? `"${caption}"` : 'an untitled video'}${by}`;
    }
    case 'comment':
      return `a comment${by}`;
    case 'profile':
      return `the profile of ${report.author?.username ?? 'a deleted account'}`;
    case 'chat_message':
      return `a message${by} in ${report.chatMessage?.room.name ?? 'a room'}`;
    case 'sound':
      return `the sound "${report.sound?.title ?? ''}"${by}`;
    case 'story':
      return `a story${by}`;
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
  const { video, comment, profile, chatMessage, sound, story } = report;
  const quote = 'line-clamp-4 text-sm break-words whitespace-pre-wrap text-zinc-100';
  switch (report.targetKind) {
    case 'video':
      return (
        <Link to={`/v/${video?.id}`} className={`line-clamp-2 font-semibold break-words ${video?.caption?.trim() ? '' : 'text-zinc-400 italic'} ${linkClasses}`}>
          {video?.caption?.trim() || 'Untitled video'}
        </Link>
      );
    case 'comment':
      return (
        <>
          <p className={quote}>“{comment?.content}”</p>
          {video ? (
            <p className="text-xs text-zinc-400">
              on <Link to={`/v/${video.id}`} className={linkClasses}>{video.caption?.trim() || 'an untitled video'}</Link>
            </p>
          ) : null}
        </>
      );
    case 'profile':
      return <p className={quote}>{profile?.bio ? profile.bio : <span className="text-zinc-400 italic">No bio</span>}</p>;
    case 'chat_message':
      return (
        <>
          <p className={quote}>“{chatMessage?.content}”</p>
          <p className="text-xs text-zinc-400">
            in {chatMessage?.room.isPrivate ? 'the private room' : 'the room'} “{chatMessage?.room.name}”
          </p>
        </>
      );
    case 'sound':
      return (
        <>
          <Link to={`/sounds/${sound?.id}`} className={`font-semibold break-words ${linkClasses}`}>
            {sound?.title} — {sound?.artist || 'Unknown artist'}
          </Link>
          {sound?.audioUrl ? <audio controls preload="none" src={sound.audioUrl} aria-label={`Listen to ${sound.title}`} className="h-8 w-full max-w-xs" /> : null}
        </>
      );
    case 'story':
      return <p className={quote}>{story?.caption ? story.caption : <span className="text-zinc-400 italic">A {story?.mediaType ?? 'image'} story without a caption</span>}</p>;
  }
}
