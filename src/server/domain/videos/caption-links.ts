import type { Sealer } from '../account/sealer.ts';
import { expiryFor, type SignatureCheck } from '../../storage/signed-url.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';

/**
 * Signed links to a video's published caption tracks (issue 41), on our own origin so a `<track>` needs no CORS:
 * signed and expiring like the media, and naming the video's caption revision, so a changed track gets a new link
 * and a browser never keeps the old one. The route still applies the video's audience on every request.
 */
export class CaptionLinks {
  constructor(private readonly sealer: Pick<Sealer, 'sign' | 'verify'>) {}

  private text(videoId: string, language: string, revision: number, expiresAt: number) {
    return `captions:${videoId}:${language}:${revision}:${expiresAt}`;
  }

  url(videoId: string, language: string, revision: number, now = Date.now()): string {
    const exp = expiryFor(SIGNED_VIDEO_URL_SECONDS, now);
    const sig = this.sealer.sign(this.text(videoId, language, revision, exp));
    return `/api/videos/${videoId}/captions/${language}/track.vtt?rev=${revision}&exp=${exp}&sig=${sig}`;
  }

  /** The video's published tracks as a card names them. */
  forCard(video: { id: string; captionLanguages: string[]; captionsRevision: number }, now = Date.now()) {
    return video.captionLanguages.map((language) => ({ language, url: this.url(video.id, language, video.captionsRevision, now) }));
  }

  check(videoId: string, language: string, query: { rev?: string; exp?: string; sig?: string }, now = Date.now()): SignatureCheck {
    const revision = Number(query.rev);
    const expiresAt = Number(query.exp);
    if (!query.sig || !Number.isInteger(revision) || !Number.isInteger(expiresAt)) return 'invalid';
    if (!this.sealer.verify(this.text(videoId, language, revision, expiresAt), query.sig)) return 'invalid';
    return expiresAt * 1000 < now ? 'expired' : 'ok';
  }
}
