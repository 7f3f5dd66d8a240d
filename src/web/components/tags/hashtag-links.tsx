import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TAG_MESSAGES } from '../../../shared/search-messages.ts';
import { mentionHref, mentionSegments, tagHref, type CaptionSegment } from '../../lib/hashtags.ts';

const tones = {
  /** On a video: white on a translucent pill, readable over any frame. */
  overlay: 'px-2 py-0.5 bg-white/15 text-xs font-medium text-white backdrop-blur-sm hover:bg-white/25',
  plain: 'px-3 py-1 bg-zinc-800 text-sm text-pink-300 hover:bg-zinc-700',
} as const;

/** '#dance' as a pill that opens the hashtag page. */
export function TagChip({ name, tone = 'plain' }: { name: string; tone?: keyof typeof tones }) {
  return (
    <Link to={tagHref(name)} dir="auto" className={`inline-block rounded-full focus-visible:outline-2 focus-visible:outline-pink-400 ${tones[tone]}`}>
      #{name}
    </Link>
  );
}

/** A video's tags shown once each (see splitCaptionTags), as a list of links. */
export function HashtagChips({ tags, tone, label = TAG_MESSAGES.hashtags }: { tags: string[]; tone?: keyof typeof tones; label?: string }) {
  const { t } = useTranslation('common');
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t(label)} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          <TagChip name={tag} tone={tone} />
        </li>
      ))}
    </ul>
  );
}

const inlineLink = 'font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';

/** Text runs as written, hashtags and mentions as links; the enclosing element gives the look. */
function Segments({ segments }: { segments: CaptionSegment[] }) {
  return segments.map((segment, index) =>
    segment.mention ? (
      <Link key={index} to={mentionHref(segment.mention)} dir="auto" className={inlineLink}>
        {segment.text}
      </Link>
    ) : segment.tag ? (
      <Link key={index} to={tagHref(segment.tag)} dir="auto" className={inlineLink}>
        {segment.text}
      </Link>
    ) : (
      segment.text
    ),
  );
}

/** A caption with the hashtags and mentions written inside it as links; the paragraph's look comes from `className`. */
export function CaptionText({ segments, className }: { segments: CaptionSegment[]; className: string }) {
  if (segments.length === 0) return null;
  return (
    <p className={className}>
      <Segments segments={segments} />
    </p>
  );
}

/**
 * A comment's or chat message's text with its @mentions as links (issue 37). Read from the text each time, so
 * an edited text keeps its links; hashtags stay as written there, as before.
 */
export function MentionText({ text, className }: { text: string; className: string }) {
  return (
    <p className={className}>
      <Segments segments={mentionSegments(text)} />
    </p>
  );
}
