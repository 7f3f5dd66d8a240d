import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_TEXT } from '../../src/shared/creator-messages.ts';
import { popreelForFile } from './harness.ts';
import { apiCreatePlace, openSignedIn, recordAnalytics, type SignedIn } from './creator-helpers.ts';

const suite = popreelForFile();
let user: SignedIn;

beforeAll(async () => {
  user = await openSignedIn(suite.browser, suite.popreel.baseUrl);
});

afterAll(async () => {
  await user?.context.close();
});

describe('place picker', () => {
  it('finds a place by city, selects it, and starts empty the next time; creating needs a name and a location', async () => {
    const place = await apiCreatePlace(suite.popreel.baseUrl, user.api, { name: 'Tasca Azul', city: 'Coimbra', type: 'bar' });
    const { page } = user;
    const analytics = recordAnalytics(page);
    await page.goto('/upload');
    await page.getByRole('button', { name: 'Add place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a place' });
    await dialog.getByLabel('Search places').fill('coimb');
    await dialog.getByRole('list', { name: 'Place results' }).getByRole('button', { name: /Tasca Azul/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('chosen-place').innerText()).toBe('Tasca Azul — bar');
    await expect.poll(() => analytics.find((event) => event.name === 'place_select')?.props).toEqual({ placeId: place.id, source: 'search' });

    await page.getByRole('button', { name: 'Remove place' }).click();
    await page.getByRole('button', { name: 'Add place' }).click();
    expect(await dialog.getByLabel('Search places').inputValue()).toBe('');
    await dialog.getByLabel('Search places').fill('zzz-no-such-place');
    await dialog.getByText('No places found').waitFor();

    await dialog.getByRole('button', { name: 'Add new place' }).click();
    expect(await dialog.getByLabel('Type').inputValue()).toBe('restaurant');
    await dialog.getByRole('button', { name: 'Create place' }).click();
    await dialog.getByText(PLACE_TEXT.nameRequired, { exact: true }).waitFor();
    await dialog.getByText(PLACE_TEXT.locationRequired, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('place page', () => {
  it('shows the place, its map and the empty state, at /place/{id} and /places/{id}', async () => {
    const place = await apiCreatePlace(suite.popreel.baseUrl, user.api, { name: 'Quiet Corner', type: 'shop', address: '9 Rua Nova', city: 'Porto', country: 'Portugal' });
    const { page } = user;
    const analytics = recordAnalytics(page);
    for (const path of [`/place/${place.id}`, `/places/${place.id}`]) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Quiet Corner', level: 1 }).waitFor();
      expect(await page.getByTestId('place-type').innerText()).toMatch(/^shop$/i);
      for (const value of ['9 Rua Nova', 'Porto, Portugal', PLACE_TEXT.approximate, PLACE_TEXT.empty]) await page.getByText(value, { exact: true }).waitFor();
      await page.getByTestId('leaflet-map').locator('.leaflet-marker-icon').waitFor();
    }
    expect(analytics.filter((event) => event.name === 'place_view')).toHaveLength(2);
    await page.getByRole('link', { name: PLACE_TEXT.uploadFirst }).click();
    await page.waitForURL((url) => url.pathname === '/upload');
  });

  it("says 'Place Not Found' with a way back to the feed", async () => {
    const { page } = user;
    await page.goto('/place/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: PLACE_TEXT.notFound }).waitFor();
    await page.getByRole('link', { name: PLACE_TEXT.backToFeed }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
