import { describe, expect, it } from 'vitest';
import { call } from '../e2e/api-helpers.ts';
import { DEMO_MAYA, apiSignIn, browserForFile, instances, signedInOnB } from './federation-helpers.ts';

/**
 * The harness itself (tests/setup/federation-global-setup.ts): two separate Popreel instances on loopback, each
 * on its own localhost origin, A with the demo content and B empty, and Chromium signed in on B.
 */
const suite = browserForFile();

describe('two instances', () => {
  it('both answer on their own localhost origins with separate data', async () => {
    const { a, b } = instances();
    expect(a.origin).toBe(`http://localhost:${a.port}`);
    expect(b.origin).toBe(`http://localhost:${b.port}`);
    expect(a.origin).not.toBe(b.origin);
    expect(a.databaseUrl).not.toBe(b.databaseUrl);
    for (const { origin } of [a, b]) expect(await call(origin, null, 'GET', '/api/health')).toMatchObject({ ok: true });

    // A has the demo content and B does not: the same account exists on A only.
    const maya = await apiSignIn(a.origin, DEMO_MAYA);
    expect(maya.username).toBe('maya_moves');
    await expect(apiSignIn(b.origin, DEMO_MAYA)).rejects.toThrow(/failed: 401/);
  });

  it('Chromium opens B signed in as a new account', async () => {
    const { page, context, account } = await signedInOnB(suite.browser);
    try {
      await page.goto('/search');
      await page.getByRole('searchbox', { name: 'Search' }).waitFor();
      const me = await page.evaluate(() => fetch('/api/me').then((response) => response.json()));
      expect(me).toMatchObject({ user: { id: account.id } });
    } finally {
      await context.close();
    }
  });
});
