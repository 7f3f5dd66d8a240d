import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
});
afterAll(() => app?.close());

const create = (body: object) => postJson(app, '/api/places', body, user.headers);

it('validates places: a name and a map location are required, empty fields become null', async () => {
  expect((await (await create({ name: ' ', lat: 1, lng: 1 })).json()).error.message).toBe('Place name is required');
  expect((await (await create({ name: 'Cafe' })).json()).error.message).toBe('Please choose the location on the map');
  expect((await (await create({ name: 'Cafe', lat: 0, lng: 5 })).json()).error.message).toBe('Please choose the location on the map');
  expect((await create({ name: 'Cafe', type: 'castle', lat: 1, lng: 1 })).status).toBe(400);
  expect((await create({ name: 'Cafe', lat: 91, lng: 1 })).status).toBe(400);
  const created = await create({ name: ' Borough Market ', address: '', city: 'London', country: '', lat: 51.5055, lng: -0.091 });
  expect(created.status).toBe(201);
  expect(await created.json()).toMatchObject({ name: 'Borough Market', type: 'restaurant', address: null, city: 'London', country: null, lat: 51.5055, lng: -0.091 });
});

it('searches name, city or address, any case, partial, at most 10', async () => {
  for (let i = 0; i < 12; i++) await create({ name: `Noodle Bar ${i}`, type: 'bar', address: `${i} High Street`, city: 'Leeds', lat: 53.8, lng: -1.5 });
  await create({ name: 'Le Cafe', city: 'Paris', address: '1 Rue de Rivoli', lat: 48.86, lng: 2.35 });
  const search = async (q: string) => (await (await fetch(`${app.url}/api/places?q=${encodeURIComponent(q)}`, { headers: user.headers })).json()).items;
  expect(await search('noodle')).toHaveLength(10);
  expect((await search('PARIS')).map((p: { name: string }) => p.name)).toEqual(['Le Cafe']);
  expect((await search('rivoli')).map((p: { name: string }) => p.name)).toEqual(['Le Cafe']);
  expect(await search('%')).toEqual([]);
  expect(await search('')).toEqual([]);
});

it('shows a place with its visible videos only, and 404 for a missing place', async () => {
  const place = await (await create({ name: 'Venue X', type: 'venue', lat: 40.7, lng: -74 })).json();
  const shown = await createVideo(app, user.id);
  const hidden = await createVideo(app, user.id, { hidden: true });
  await app.ctx.db.updateTable('videos').set({ placeId: place.id }).where('id', 'in', [shown.id, hidden.id]).execute();
  const videos = await (await fetch(`${app.url}/api/places/${place.id}/videos`)).json();
  expect(videos.items.map((v: { id: string }) => v.id)).toEqual([shown.id]);
  expect(videos.items[0]).toMatchObject({ username: user.username, userId: user.id });
  const missing = await fetch(`${app.url}/api/places/00000000-0000-4000-8000-000000000000`);
  expect(missing.status).toBe(404);
  expect((await missing.json()).error.message).toBe('Place Not Found');
});

it('searches through the trigram index', async () => {
  const { sql } = await import('kysely');
  const plan = await app.ctx.db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    const rows = await sql<{ 'QUERY PLAN': string }>`explain select * from places
      where (coalesce(name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, '')) ilike ${'%noodle%'}`.execute(connection);
    await sql`reset enable_seqscan`.execute(connection);
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('places_search_idx');
});
