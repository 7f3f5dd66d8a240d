import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mentionSegments, splitCaptionTags } from '../../lib/hashtags.ts';
import { CaptionText, MentionText } from './hashtag-links.tsx';

/** The markup as a reader's browser gets it, the router's links resolved to hrefs. */
const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const hrefs = (markup: string) => [...markup.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => `${text} → ${href}`);

describe('mentions in a caption', () => {
  it('links each mention to its profile route and each inline hashtag to its page', () => {
    const { segments } = splitCaptionTags('Dancing with @Maya_Moves at #sunset, thanks @leo! #fun #vibes', []);
    expect(hrefs(html(<CaptionText segments={segments} className="caption" />))).toEqual([
      '@Maya_Moves → /@Maya_Moves',
      '#sunset → /tag/sunset',
      '@leo → /@leo',
    ]);
  });

  it('keeps the text around the links as written', () => {
    const markup = html(<CaptionText segments={splitCaptionTags('hi @maya. #dance', []).segments} className="caption" />);
    expect(markup).toMatch(/^<p class="caption">hi <a [^>]*href="\/@maya"[^>]*>@maya<\/a>\.<\/p>$/);
  });

  it('links no email address and no link to a profile', () => {
    const { segments } = splitCaptionTags('Bookings: maya@example.com or https://example.com/@maya', []);
    expect(hrefs(html(<CaptionText segments={segments} className="caption" />))).toEqual([]);
  });
});

describe('mentions in a comment or chat message', () => {
  it('links the mentions and leaves hashtags and addresses as text', () => {
    const markup = html(<MentionText text={'@sofia_travels look #beach\nmail a@b.com'} className="comment" />);
    expect(hrefs(markup)).toEqual(['@sofia_travels → /@sofia_travels']);
    expect(markup).toContain(' look #beach\nmail a@b.com</p>');
  });

  it('renders a text without mentions as one plain run', () => {
    expect(mentionSegments('no one named here')).toEqual([{ text: 'no one named here', tag: null }]);
    expect(html(<MentionText text="<b>not markup</b>" className="chat" />)).toBe('<p class="chat">&lt;b&gt;not markup&lt;/b&gt;</p>');
  });

  it('links every repeat of a mention, so each place it is written opens the profile', () => {
    expect(mentionSegments('@leo and @LEO').filter((segment) => segment.mention).map((segment) => segment.mention)).toEqual(['leo', 'LEO']);
  });
});
