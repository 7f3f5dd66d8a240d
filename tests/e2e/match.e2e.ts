import type { AsJson } from '../../src/shared/as-json.ts';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MATCH_MESSAGES } from '../../src/shared/chat-messages.ts';
import type { ChatRoomSummary } from '../../src/shared/chat-answers.schema.ts';
import type { DatingProfile, MatchCandidate, MatchPick, SwipeResult } from '../../src/shared/match-answers.schema.ts';
import { MISSING_TEXT } from '../../src/web/web-messages.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import type { ApiUser } from './api-helpers.ts';
import { apiGet, openSignedIn, recordRequests, type SignedIn } from './creator-helpers.ts';

const suite = popreelForFile();

const FORM_HEADING = 'Your dating profile';
const NO_PICKS = 'No picks yet — refresh to find some';

async function call(user: ApiUser, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  return fetch(`${suite.popreel.baseUrl}${path}`, {
    method,
    headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function optInViaApi(user: ApiUser, profile: Omit<DatingProfile, 'optedIn'>): Promise<AsJson<DatingProfile>> {
  const response = await call(user, 'PUT', '/api/match/profile', { ...profile, optedIn: true });
  if (!response.ok) throw new Error(`opt-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as AsJson<DatingProfile>;
}

async function fillProfileForm(page: Page, profile: { gender?: string; age: string; interests?: string; city?: string; optIn: boolean }) {
  await page.getByRole('heading', { name: FORM_HEADING }).waitFor();
  if (profile.gender) await page.getByLabel('Gender', { exact: true }).selectOption(profile.gender);
  await page.getByLabel('Age', { exact: true }).fill(profile.age);
  if (profile.interests) await page.getByLabel('Interests', { exact: true }).fill(profile.interests);
  if (profile.city) await page.getByLabel('City', { exact: true }).fill(profile.city);
  await page.getByLabel('Show me in Singles Match').setChecked(profile.optIn);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The card on top of Discover (AI Picks, in its hidden panel, shows cards too). */
const topCard = (page: Page) => page.getByRole('tabpanel', { name: MATCH_MESSAGES.discover }).locator('article[data-candidate-id]');
const noMore = (page: Page) => page.getByRole('heading', { name: MATCH_MESSAGES.noMore });

/** The id on the Discover card now on top, or null once 'No More Profiles' shows. */
async function topCardId(page: Page): Promise<string | null> {
  await topCard(page).or(noMore(page)).first().waitFor();
  return (await noMore(page).isVisible()) ? null : topCard(page).getAttribute('data-candidate-id');
}

/** Passes on everyone else (people other tests opted in) until `userId`'s card is on top. */
async function swipeUntil(page: Page, userId: string): Promise<void> {
  for (let turn = 0; turn < 50; turn++) {
    const shown = await topCardId(page);
    if (shown === userId) return;
    if (shown === null) throw new Error(`${userId} never showed in Discover`);
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect.poll(() => topCardId(page)).not.toBe(shown);
  }
  throw new Error(`${userId} was not among the first 50 candidates`);
}

/** Opens the realtime socket from the page and subscribes to `channel`: the server's first answer. */
function subscribeFromPage(page: Page, channel: string) {
  return page.evaluate(
    (wanted) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/realtime`);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'subscribe', channel: wanted }));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as Record<string, unknown>;
          if (message.type !== 'subscribed' && message.type !== 'error') return;
          socket.close();
          resolve(message);
        };
        socket.onclose = (event) => resolve({ type: 'closed', code: event.code });
        setTimeout(() => resolve({ type: 'timeout' }), 5000);
      }),
    channel,
  );
}

async function closeAll(...people: SignedIn[]) {
  await Promise.all(people.map((person) => person.context.close()));
}

describe('singles match', () => {
  // First in the file: on the fresh server (no demo content) the two of them are the only people opted in.
  it('two adults opt in, like each other (keys, then a drag), and the match opens a private room nobody else can reach', async () => {
    const alice = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const bob = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const carol = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const bobProfile = await optInViaApi(bob.api, {
        gender: 'man',
        age: 27,
        interests: ['Hiking', 'jazz', 'cooking', 'film', 'chess', 'surfing', 'yoga'],
        location: 'Lisbon',
      });
      expect(bobProfile).toMatchObject({ optedIn: true, interests: ['hiking', 'jazz', 'cooking', 'film', 'chess', 'surfing', 'yoga'] });

      // First visit: the dating profile form, not the tabs.
      await alice.page.goto('/match');
      await alice.page.getByRole('heading', { name: MATCH_MESSAGES.title, level: 1 }).waitFor();
      await alice.page.getByRole('heading', { name: FORM_HEADING }).waitFor();
      expect(await alice.page.getByRole('tab').count()).toBe(0);
      expect(await alice.page.getByRole('link', { name: MATCH_MESSAGES.viewMatches }).getAttribute('href')).toBe('/chat');
      await fillProfileForm(alice.page, { gender: 'woman', age: '25', interests: 'hiking, Jazz, tea', city: 'Lisbon', optIn: true });

      await alice.page.getByRole('tab', { name: MATCH_MESSAGES.discover, selected: true }).waitFor();
      expect(await (await apiGet<DatingProfile>(suite.popreel.baseUrl, alice.api, '/api/match/profile')).interests).toEqual(['hiking', 'jazz', 'tea']);
      expect(await topCardId(alice.page)).toBe(bob.account.id);
      const card = topCard(alice.page);
      expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe(`${bob.account.username}, 27`);
      expect(await card.getByText('Lisbon').isVisible()).toBe(true);
      expect(await card.getByRole('list', { name: 'Interests' }).getByRole('listitem').allInnerTexts()).toEqual(['hiking', 'jazz', 'cooking', 'film', 'chess']);
      await auditScreen(alice.page);

      // Alice likes Bob with the keyboard; Bob has not swiped yet, so no match.
      const aliceSwipes = alice.page.waitForResponse((response) => response.url().endsWith('/api/match/swipes'));
      await alice.page.keyboard.press('ArrowRight');
      const aliceSwipe = await aliceSwipes;
      expect(aliceSwipe.status()).toBe(201);
      expect((await aliceSwipe.json()) as SwipeResult).toEqual({ matched: false, roomId: null });
      await noMore(alice.page).waitFor();
      expect(await alice.page.getByRole('dialog', { name: MATCH_MESSAGES.matched }).isVisible()).toBe(false);
      // Nobody left unswiped, so no AI pick either.
      await alice.page.getByRole('tab', { name: MATCH_MESSAGES.aiPicks }).click();
      await alice.page.getByText(NO_PICKS, { exact: true }).waitFor();

      // Bob drags Alice's card right: it follows the pointer and tilts, and letting go past the threshold likes her.
      await bob.page.goto('/match');
      await bob.page.getByRole('tab', { name: MATCH_MESSAGES.discover, selected: true }).waitFor();
      expect(await topCardId(bob.page)).toBe(alice.account.id);
      const box = (await topCard(bob.page).boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
      await bob.page.mouse.move(x, y);
      await bob.page.mouse.down();
      await bob.page.mouse.move(x + 60, y, { steps: 6 });
      const midDrag = await topCard(bob.page).evaluate((element) => element.parentElement!.style.transform);
      const [, shift, tilt] = /^translateX\((-?[\d.]+)px\) rotate\((-?[\d.]+)deg\)$/.exec(midDrag) ?? [];
      expect(Number(shift)).toBeCloseTo(60, 0);
      expect(Number(tilt)).toBeGreaterThan(0);
      await bob.page.mouse.move(x + 220, y, { steps: 6 });
      await bob.page.mouse.up();

      const dialog = bob.page.getByRole('dialog', { name: MATCH_MESSAGES.matched });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: MATCH_MESSAGES.keepSwiping }).waitFor();
      await auditScreen(bob.page);
      await dialog.getByRole('button', { name: MATCH_MESSAGES.startChat }).click();
      await bob.page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
      const roomId = new URL(bob.page.url()).pathname.split('/').pop()!;
      await bob.page.getByRole('combobox', { name: 'Message' }).waitFor();

      // Both of them see the private room; the realtime channel is theirs too.
      const room = await apiGet<ChatRoomSummary>(suite.popreel.baseUrl, alice.api, `/api/chat/rooms/${roomId}`);
      expect(room).toMatchObject({ id: roomId, isPrivate: true, partner: { userId: bob.account.id } });
      expect(await subscribeFromPage(bob.page, `room:${roomId}`)).toEqual({ type: 'subscribed', channel: `room:${roomId}` });

      // Carol, a third user, can reach none of it: not the room, not its messages, not its live channel.
      expect((await call(carol.api, 'GET', `/api/chat/rooms/${roomId}`)).status).toBe(404);
      expect((await call(carol.api, 'GET', `/api/chat/rooms/${roomId}/messages`)).status).toBe(404);
      await carol.page.goto(`/chat/${roomId}`);
      await carol.page.getByRole('heading', { name: MISSING_TEXT.room }).waitFor();
      expect(await carol.page.getByRole('combobox', { name: 'Message' }).count()).toBe(0);
      expect(await subscribeFromPage(carol.page, `room:${roomId}`)).toMatchObject({ type: 'error', channel: `room:${roomId}` });
    } finally {
      await closeAll(alice, bob, carol);
    }
  });

  it("Like on someone who liked you first: 'Keep Swiping' closes the dialog; AI Picks shows the top pick; opting out hides you", async () => {
    const dana = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const erin = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await optInViaApi(erin.api, { gender: 'woman', age: 26, interests: ['jazz', 'cooking'], location: 'Lisbon' });
      await optInViaApi(dana.api, { gender: null, age: 30, interests: ['climbing', 'jazz'], location: 'Porto' });
      const danaLikes = await call(dana.api, 'POST', '/api/match/swipes', { swipedId: erin.account.id, direction: 'right' });
      expect(danaLikes.status).toBe(201);

      const { page } = erin;
      await page.goto('/match');
      await swipeUntil(page, dana.account.id);
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: MATCH_MESSAGES.matched });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: MATCH_MESSAGES.keepSwiping }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await topCardId(page)).not.toBe(dana.account.id);
      expect(page.url()).toMatch(/\/match$/);

      // The tabs are keyboard operable: ArrowRight on the tab list moves to AI Picks.
      await page.getByRole('tab', { name: MATCH_MESSAGES.discover }).focus();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: MATCH_MESSAGES.aiPicks, selected: true }).waitFor();
      expect(await page.getByRole('tab', { name: MATCH_MESSAGES.aiPicks }).evaluate((tab) => tab === document.activeElement)).toBe(true);
      const panel = page.getByRole('tabpanel', { name: MATCH_MESSAGES.aiPicks });
      await panel.getByRole('button', { name: 'Refresh picks' }).click();
      await page.getByText(MATCH_MESSAGES.refreshed, { exact: true }).waitFor();

      // The screen shows exactly the server's top pick: its card, 'Vibe' and round(score × 100)%, and its reasons.
      const { pick } = await apiGet<{ pick: MatchPick | null }>(suite.popreel.baseUrl, erin.api, '/api/match/picks');
      expect(pick).not.toBeNull();
      expect(pick!.vibe).toBe(Math.round(pick!.score * 100));
      expect(pick!.candidate.userId).not.toBe(dana.account.id);
      const pickCard = panel.locator(`article[data-candidate-id="${pick!.candidate.userId}"]`);
      await pickCard.waitFor();
      expect(await pickCard.getByText(MATCH_MESSAGES.vibe, { exact: true }).isVisible()).toBe(true);
      expect(await pickCard.getByTestId('pick-vibe').innerText()).toBe(`${pick!.vibe}%`);
      expect(await pickCard.getByRole('list', { name: 'Why you might click' }).getByRole('listitem').allInnerTexts()).toEqual(pick!.reasons);
      expect(await panel.locator('article').count()).toBe(1);
      await auditScreen(page);

      // Opting out: the form comes back, and Erin is no longer anyone's candidate.
      await page.getByRole('button', { name: 'Edit dating profile' }).click();
      await fillProfileForm(page, { age: '26', optIn: false });
      await page.getByText('Dating profile saved', { exact: true }).waitFor();
      await page.getByRole('heading', { name: FORM_HEADING }).waitFor();
      expect(await page.getByRole('tab').count()).toBe(0);
      const danaSees = await apiGet<{ items: MatchCandidate[] }>(suite.popreel.baseUrl, dana.api, '/api/match/candidates');
      expect(danaSees.items.map((candidate) => candidate.userId)).not.toContain(erin.account.id);
    } finally {
      await closeAll(dana, erin);
    }
  });

  it('a 16-year-old cannot opt in: the form says why and the server refuses too', async () => {
    const teen = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const { page } = teen;
      const saves = recordRequests(page, 'PUT', '/api/match/profile');
      await page.goto('/match');
      await fillProfileForm(page, { age: '16', interests: 'skating', optIn: true });
      const alert = page.getByRole('alert').filter({ hasText: MATCH_MESSAGES.adultsOnly });
      await alert.waitFor();
      expect(await page.getByLabel('Age', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(saves).toEqual([]);
      await auditScreen(page);

      const refused = await call(teen.api, 'PUT', '/api/match/profile', { gender: null, age: 16, interests: [], location: null, optedIn: true });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(MATCH_MESSAGES.adultsOnly);
      expect((await apiGet<DatingProfile>(suite.popreel.baseUrl, teen.api, '/api/match/profile')).optedIn).toBe(false);
      const candidates = await call(teen.api, 'GET', '/api/match/candidates');
      expect(candidates.status).toBe(403);
      expect(((await candidates.json()) as { error: { message: string } }).error.message).toBe(MATCH_MESSAGES.optInFirst);
    } finally {
      await teen.context.close();
    }
  });

  it("failures say so: 'Failed to load candidates', and a failed swipe brings the card back with 'Failed to record swipe'", async () => {
    const frank = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await optInViaApi(frank.api, { gender: 'man', age: 33, interests: ['jazz'], location: 'Lisbon' });
      const { page } = frank;
      const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }) };

      await page.route('**/api/match/candidates', (route) => route.fulfill(serverError));
      await page.goto('/match');
      await page.getByText(MATCH_MESSAGES.loadFailed, { exact: true }).waitFor({ timeout: 15_000 });
      await page.unroute('**/api/match/candidates');
      await page.getByRole('button', { name: 'Try again' }).click();
      const first = await topCardId(page);
      expect(first).not.toBeNull();

      await page.route('**/api/match/swipes', (route) => route.fulfill(serverError));
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await page.getByText(MATCH_MESSAGES.swipeFailed, { exact: true }).waitFor();
      await expect.poll(() => topCardId(page)).toBe(first);
    } finally {
      await frank.context.close();
    }
  });
});
