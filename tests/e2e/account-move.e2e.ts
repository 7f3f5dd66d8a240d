import { expect, it } from 'vitest';
import { MOVE_MESSAGES } from '../../src/shared/account-move.ts';
import { popreelForFile, signUpViaApi } from './harness.ts';
import { openSignedIn } from './creator-helpers.ts';

/**
 * Issue 58: Settings → Move account in the browser — its own handle to list elsewhere, an account that cannot
 * be found refused with the server's words, a move only once its consequences are confirmed — and a profile
 * that moved pointing at its new account. The move itself between servers is tests/api/account-moves.test.ts.
 */
const suite = popreelForFile({ env: { FEDERATION_ALLOW_PRIVATE_ADDRESS: 'true' } });

it('lists accounts elsewhere and moves only to one that can be found, and a moved profile points at its new account', async () => {
  const { popreel, browser } = suite;
  const { page, context, account } = await openSignedIn(browser, popreel.baseUrl);
  // Nothing listens on port 9 here: the account there cannot be looked up.
  const nowhere = 'nobody@localhost:9';
  try {
    await page.goto('/settings');
    await page.getByRole('link', { name: /Move account/ }).click();
    await page.waitForURL('**/settings/move');
    // Its own handle, as other servers name it, to list on the new account.
    await page.getByText(new RegExp(`^@${account.username}@[^@\\s]+$`)).waitFor();
    await page.getByText('No other accounts listed').waitFor();

    const elsewhere = page.getByRole('textbox', { name: 'Account elsewhere' });
    await elsewhere.fill('not a handle');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText(MOVE_MESSAGES.badHandle).waitFor();
    await elsewhere.fill(nowhere);
    await page.getByRole('button', { name: 'Add' }).click();
    const aliases = page.getByRole('region', { name: 'Also known as' });
    await aliases.getByText(MOVE_MESSAGES.notFound).waitFor({ timeout: 20_000 });
    await expect.poll(() => elsewhere.getAttribute('aria-invalid')).toBe('true');

    // Moving asks first what it means.
    const move = page.getByRole('button', { name: 'Move account' });
    await page.getByRole('textbox', { name: 'New account' }).fill(nowhere);
    expect(await move.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I understand my followers move to the new account and this one stops posting' }).check();
    await move.click();
    // Its own refusal, in its own section (the one above still shows the refusal of the list).
    await page.getByRole('region', { name: 'Move to another account' }).getByText(MOVE_MESSAGES.notFound).waitFor({ timeout: 20_000 });

    // A profile that moved (here to an account on this server, as a remote Move may) says where, with a link.
    const context2 = await browser.newContext({ baseURL: popreel.baseUrl });
    const newHome = await signUpViaApi(popreel.baseUrl, context2);
    await context2.close();
    await popreel.query('update profiles set moved_to_user_id = $1, moved_at = now() where user_id = $2', [newHome.id, account.id]);
    await page.goto(`/profile/${account.id}`);
    const note = page.getByRole('note').filter({ hasText: 'This account has moved to' });
    await note.getByRole('link', { name: `@${newHome.username}` }).click();
    await page.waitForURL(`**/profile/${newHome.id}`);
    await page.getByRole('heading', { name: `@${newHome.username}` }).waitFor();
  } finally {
    await context.close();
  }
});
