import { Link } from 'react-router';
import { TAG_MESSAGES } from '../../../shared/search-messages.ts';
import { tagHref, type CaptionSegment } from '../../lib/hashtags.ts';

const tones = {
  /** On a video: white on a translucent pill, readable over any frame. */
  overlay: 'px-2 py-0.5 bg-white/15 text-xs font-medium text-white backdrop-blur-sm hover:bg-white/25',
  plain: 'px-3 py-1 bg-zinc-800 text-sm text-pink-300 hover:bg-zinc-700',
} as const;

/** '#dance' as a pill that opens the hashtag page. */
export function TagChip({ name, tone = 'plain' }: { name: string; tone?: keyof typeof tones }) {
  return (
    <Link to={tagHref(name)} className={`inline-block rounded-full focus-visible:outline-2 focus-visible:outline-pink-400 ${tones[tone]}`}>
      #{name}
    </Link>
  );
}

/** A video's tags shown once each (see splitCaptionTags), as a list of links. */
export function HashtagChips({ tags, tone, label = TAG_MESSAGES.hashtags }: { tags: string[]; tone?: keyof typeof tones; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          <TagChip name={tag} tone={tone} />
        </li>
      ))}
    </ul>
  );
}

/** A caption with the hashtags written inside it as links; the paragraph's look comes from `className`. */
export function CaptionText({ segments, className }: { segments: CaptionSegment[]; className: string }) {
  if (segments.length === 0) return null;
  return (
    <p className={className}>
      {segments.map((segment, index) =>
        segment.tag ? (
          <Link key={index} to={tagHref(segment.tag)} className="font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-pink-400">
            {segment.text}
          </Link>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
