import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/moderation-types.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { openSignedIn, type SignedIn } from './creator-helpers.ts';
import { englishLeftOn, overlappingControls, translations } from './language-check.ts';

/**
 * The server health screen (issue 60): an admin sees a job that failed for good, with its error, and queues
 * it again from the page; a member gets the server's refusal.
 */
const suite = popreelForFile();
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });
const ERROR = 'failing on purpose for the test';

/** A job that used every attempt, as the worker leaves one; trending-tags runs cleanly once queued again. */
async function failedJob(): Promise<number> {
  const [row] = (await suite.popreel.query(
    "insert into jobs (kind, status, attempts, max_attempts, last_error) values ('trending-tags', 'failed', 5, 5, $1) returning id",
    [ERROR],
  )) as { id: string }[];
  return Number(row.id);
}
const jobStatus = async (id: number) => ((await suite.popreel.query('select status from jobs where id = $1', [id])) as { status: string }[])[0]?.status;

describe('the Server health screen', () => {
  let admin: SignedIn;
  let member: SignedIn;
  beforeAll(async () => {
    [admin, member] = await Promise.all([openSignedIn(suite.browser, suite.popreel.baseUrl), openSignedIn(suite.browser, suite.popreel.baseUrl)]);
    await suite.popreel.query("insert into user_roles (user_id, role) values ($1, 'admin')", [admin.account.id]);
  });
  afterAll(async () => {
    await admin?.context.close();
    await member?.context.close();
  });

  it('is reached from the admin screen, marks a job that failed for good, and queues it again with Retry', async () => {
    const jobId = await failedJob();
    const { page } = admin;
    await page.goto('/admin/reports');
    await page.getByRole('link', { name: 'Server health', exact: true }).click();
    await page.waitForURL('**/admin/health');
    await page.getByRole('heading', { name: 'Server health', level: 1 }).waitFor();

    // The state is a word in the part's heading, not a colour alone.
    const queue = page.getByRole('region', { name: /^Job queue/ });
    await queue.getByRole('heading', { name: 'Job queue Action needed' }).waitFor();
    expect(await queue.innerText()).toContain('Jobs failed for good. Read the error, fix its cause, then retry the job.');
    const job = queue.locator(`li[data-job-id="${jobId}"]`);
    expect(await job.innerText()).toContain('trending-tags');
    expect(await job.locator('pre').innerText()).toBe(ERROR);
    // No SMTP_URL in the tests, and no backup ever made: those parts say so, and what to do.
    expect(await page.getByRole('region', { name: /^Mail/ }).innerText()).toMatch(/Needs attention[\s\S]*set SMTP_URL/);
    expect(await page.getByRole('region', { name: /^Backups/ }).innerText()).toMatch(/Action needed[\s\S]*run npm run backup/);
    for (const part of ['Versions', 'Uptime', 'Federation', 'Storage', 'Push notifications']) await page.getByRole('region', { name: new RegExp(`^${part}`) }).waitFor();
    await auditScreen(page);

    await job.getByRole('button', { name: `Retry trending-tags job ${jobId}`, exact: true }).click();
    await queue.getByRole('status').getByText('Job queued again', { exact: true }).waitFor();
    await job.waitFor({ state: 'detached' });
    // Queued again with fresh attempts; the worker may already have run it.
    await poll(() => jobStatus(jobId)).toMatch(/^(queued|running|done)$/);
    await queue.getByRole('heading', { name: /^Job queue (OK|Needs attention)$/ }).waitFor();

    // Refresh reads it again: still gone.
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await queue.getByRole('heading', { name: /^Job queue/ }).waitFor();
    expect(await queue.locator('li[data-job-id]').count()).toBe(0);
  });

  it('reads wholly in Arabic on a phone, right to left, with no control over another', async () => {
    await failedJob();
    const context = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl, locale: 'ar', viewport: { width: 360, height: 740 } });
    try {
      const signIn = await context.request.post('/api/auth/sign-in', { data: { email: admin.account.email, password: admin.account.password }, headers: { origin: suite.popreel.baseUrl } });
      expect(signIn.status()).toBe(200);
      const page = await context.newPage();
      await page.goto('/admin/health');
      const words = translations('ar');
      await page.getByRole('heading', { name: `${words.get('Job queue')} ${words.get('Action needed')}` }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await englishLeftOn(page, 'ar')).toEqual([]);
      expect(await overlappingControls(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows a member the server's refusal, which the API gives them too", async () => {
    const { page } = member;
    const answer = await page.request.get('/api/admin/health');
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(ADMIN_MESSAGES.accessDenied);

    await page.goto('/admin/health');
    await page.getByRole('alert').getByText(ADMIN_MESSAGES.accessDenied, { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: /^Job queue/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Refresh', exact: true }).count()).toBe(0);
  });

  it('sends a visitor to sign in first', async () => {
    const visitor = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl });
    try {
      const page = await visitor.newPage();
      await page.goto('/admin/health');
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/admin/health');
      expect((await visitor.request.get('/api/admin/health')).status()).toBe(401);
    } finally {
      await visitor.close();
    }
  });
});
