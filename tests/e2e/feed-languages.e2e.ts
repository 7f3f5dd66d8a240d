import { describe, expect, it } from 'vitest';
import { auditScreen, popreelForFile } from './harness.ts';
import { openSignedIn } from './creator-helpers.ts';

/** Settings' For You languages (issue 39, decision 048): a checkbox per language, saved at once, kept on reload. */
const suite = popreelForFile();

describe('For You languages', () => {
  it('saves a language checked in Settings and shows it checked after a reload', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'For You languages' });
      const spanish = section.getByRole('checkbox', { name: 'Español' });
      await spanish.waitFor();
      expect(await spanish.isChecked()).toBe(false);
      await auditScreen(page);
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/me/feed-languages');
      await spanish.check();
      expect(await (await saved).json()).toEqual({ languages: ['es'] });
      await page.reload();
      await section.getByRole('checkbox', { name: 'Español' }).waitFor();
      expect(await section.getByRole('checkbox', { name: 'Español' }).isChecked()).toBe(true);
      expect(await section.getByRole('checkbox', { name: 'English' }).isChecked()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
