import { describe, expect, it } from 'vitest';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOAD_MESSAGES } from '../../src/shared/resumable-uploads.ts';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { getVideo } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';

/**
 * Issue 42's first "Done when": an upload whose connection is cut at about half resumes from where the server
 * stopped and completes, without sending the first half again.
 */
const suite = popreelForFile();

describe('resumable upload', () => {
  it('resumes an upload cut off at about half and completes it without starting over', async () => {
    // About 4.5 MB: parts start at 0, 2 MB (about half) and 4 MB.
    const clip = await makeVideo({ seconds: 3, bitrate: '12M' });
    const size = clip.bytes.length;
    expect(size).toBeGreaterThan(2 * RESUMABLE_CHUNK_BYTES);
    const { page, context, api } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      // Every PATCH's starting offset, in order; the first one from 40% of the file on loses its connection.
      const offsets: number[] = [];
      let cutAt: number | null = null;
      await page.route(/\/api\/uploads\/[0-9a-f]{32}$/, async (route) => {
        const request = route.request();
        if (request.method() !== 'PATCH') return route.fallback();
        const offset = Number(request.headers()['upload-offset']);
        offsets.push(offset);
        if (cutAt === null && offset >= size * 0.4) {
          cutAt = offset;
          await context.setOffline(true);
          return route.abort('internetdisconnected');
        }
        return route.fallback();
      });

      await page.goto('/upload');
      await page.getByLabel('Caption', { exact: true }).fill('Uploaded through a dropped connection');
      await page.getByLabel('Video file').setInputFiles({ name: 'long-take.mp4', mimeType: 'video/mp4', buffer: clip.bytes });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();

      // The connection is gone: the bar says the upload will resume, and it waits.
      await page.getByText(RESUMABLE_UPLOAD_MESSAGES.interrupted, { exact: true }).waitFor({ timeout: 30_000 });
      await auditScreen(page);
      expect(cutAt).not.toBeNull();
      await context.setOffline(false);

      await page.getByRole('heading', { name: 'Upload complete' }).waitFor({ timeout: 120_000 });
      // The first part once, then from where the cut happened: nothing before it went twice.
      expect(offsets[0]).toBe(0);
      const afterCut = offsets.slice(offsets.indexOf(cutAt!) + 1);
      expect(afterCut[0]).toBe(cutAt);
      expect(afterCut.every((offset) => offset >= cutAt!)).toBe(true);
      expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);

      const href = await page.getByRole('link', { name: 'View video' }).getAttribute('href');
      const video = await getVideo(suite.popreel.baseUrl, api, href!.replace('/v/', ''));
      expect(video.caption).toBe('Uploaded through a dropped connection');
      // The whole file arrived: its length is the clip's three seconds.
      expect(video.duration).toBeCloseTo(3, 0);
    } finally {
      await context.close();
    }
  }, 180_000);
});
