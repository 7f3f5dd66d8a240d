import type { World } from './world.ts';
import type { RouteRow } from './route-rows.ts';
import { emptyArchive } from '../factories/zip.ts';

/**
 * Issue 58: imports from TikTok or an archive are their owner's alone. Anyone signed in may read an export of theirs; another
 * account's import is not there for anyone else (404, as if it did not exist); a banned account starts none.
 */
const exportForm = () => {
  const form = new FormData();
  const json = JSON.stringify({ Post: { Posts: { VideoList: [{ Date: '2024-01-01 00:00:00', Link: 'https://v16.example.com/a.mp4', Title: 'matrix' }] } } });
  form.append('file', new Blob([json], { type: 'application/json' }), 'user_data_tiktok.json');
  return form;
};

/** The owner's import of one listed video, written as the service writes it. */
async function ownersImport(w: World) {
  const db = w.app.ctx.db;
  const created = await db.insertInto('videoImports').values({ userId: w.accounts.owner.id, source: 'tiktok', following: ['someone'] }).returning('id').executeTakeFirstOrThrow();
  const item = await db.insertInto('videoImportItems').values({ importId: created.id, position: 0, link: 'https://v16.example.com/a.mp4', caption: 'matrix' }).returning('id').executeTakeFirstOrThrow();
  return { importId: created.id, itemId: item.id };
}

const archiveForm = async () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await emptyArchive())], { type: 'application/zip' }), 'popreel-export.zip');
  return form;
};

// Columns:                                                                     visitor user owner  mod admin banned
export const IMPORT_ROWS: RouteRow[] = [
  { route: 'POST /api/me/imports/tiktok',        expect: [401, 201, 201, 201, 201, 403], request: () => ({ path: '/api/me/imports/tiktok', form: exportForm() }) },
  { route: 'POST /api/me/imports/archive',       expect: [401, 201, 201, 201, 201, 403], request: async () => ({ path: '/api/me/imports/archive', form: await archiveForm() }) },
  // This server's own handle is refused before any request leaves (an import comes from elsewhere).
  { route: 'POST /api/me/imports/outbox',        expect: [401, 422, 422, 422, 422, 403], request: (w) => ({ path: '/api/me/imports/outbox', body: { handle: `someone@${w.app.ctx.federation.deps.urls.host}` } }) },
  { route: 'GET /api/me/imports',                expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/imports' }) },
  { route: 'GET /api/me/imports/:id',            expect: [401, 404, 200, 404, 404, 404], request: async (w) => ({ path: `/api/me/imports/${(await ownersImport(w)).importId}` }) },
  { route: 'POST /api/me/imports/:id/videos',    expect: [401, 404, 202, 404, 404, 403], request: async (w) => {
    const { importId, itemId } = await ownersImport(w);
    return { path: `/api/me/imports/${importId}/videos`, body: { itemIds: [itemId] } };
  } },
];
