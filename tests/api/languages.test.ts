import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, sessionCookieFrom, type TestUser } from '../factories/users.ts';
import { outboxMessages, waitForMail } from '../factories/mail.ts';
import { createVideo } from '../factories/videos.ts';
import type { Me } from '../../src/shared/api-types.ts';

/** Popreel in the viewer's language on the server (issue 39, decision 049). */
let app: TestApp;
let webDist: string;
const SHELL = `<!doctype html><html lang="en"><head><title>Popreel</title></head><body><div id="root"></div></body></html>`;
beforeAll(async () => {
  webDist = await mkdtemp(join(resolve('.test-data'), 'web-'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  app = await startTestApp({ workers: true, webDist });
});
afterAll(async () => {
  await app?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const signIn = (headers: Record<string, string> = {}) => postJson(app, '/api/auth/sign-in', { email: 'nobody@example.com', password: 'wrong-password' }, headers);
const signUp = (headers: Record<string, string> = {}) => postJson(app, '/api/auth/sign-up', { username: 'short_pw', email: 'short@example.com', password: 'abc' }, headers);

describe("the API's messages", () => {
  it('answer an error in the Accept-Language language, and in the spec\'s English without one', async () => {
    expect(await (await signIn()).json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
    expect(await (await signIn({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' })).json()).toEqual({ error: { code: 'invalid_credentials', message: 'Correo o contraseña no válidos' } });
    expect(await (await signIn({ 'accept-language': 'ar' })).json()).toEqual({ error: { code: 'invalid_credentials', message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' } });
    expect(await (await signIn({ 'accept-language': 'fr-FR,de;q=0.5' })).json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
  });

  it('answer a validation message in the request\'s language', async () => {
    const english = await signUp();
    expect(english.status).toBe(400);
    expect((await english.json()).error.message).toBe('Password must be at least 6 characters');
    expect((await (await signUp({ 'accept-language': 'es' })).json()).error.message).toBe('La contraseña debe tener al menos 6 caracteres');
    expect((await (await signUp({ 'accept-language': 'ar-EG' })).json()).error.message).toBe('يجب أن تتكون كلمة المرور من 6 أحرف على الأقل');
  });
});

const send = (user: TestUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method, headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

describe("the account's language", () => {
  it('is stored by its owner (null follows the browser), answered with the language in effect, and shown in /api/me', async () => {
    const user = await createUser(app);
    expect(user.me.locale).toBeNull();
    expect(await (await send(user, 'GET', '/api/me/language', undefined, { 'accept-language': 'ar' })).json()).toEqual({ locale: null, effective: 'ar' });
    const chosen = await send(user, 'PUT', '/api/me/language', { locale: 'es' });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ locale: 'es', effective: 'es' });
    expect(await (await send(user, 'GET', '/api/me/language', undefined, { 'accept-language': 'ar' })).json()).toEqual({ locale: 'es', effective: 'es' });
    expect((await getJson<Me>(app, user, '/api/me')).locale).toBe('es');
    expect(await (await send(user, 'PUT', '/api/me/language', { locale: null })).json()).toEqual({ locale: null, effective: 'en' });
    expect((await getJson<Me>(app, user, '/api/me')).locale).toBeNull();
  });

  it('refuses what is not one of its languages with a 400 and a message, and a visitor with a 401', async () => {
    const user = await createUser(app);
    for (const body of [{ locale: 'fr' }, { locale: 3 }, {}]) {
      const refused = await send(user, 'PUT', '/api/me/language', body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.message).toBe('Choose en, es or ar, or null to follow the browser');
    }
    const inSpanish = await send(user, 'PUT', '/api/me/language', { locale: 'fr' }, { 'accept-language': 'es' });
    expect((await inSpanish.json()).error.message).toBe('Elige en, es o ar, o null para seguir al navegador');
    expect((await fetch(`${app.url}/api/me/language`)).status).toBe(401);
    expect((await send(user, 'GET', '/api/me/language')).status).toBe(200);
  });
});

describe('mails', () => {
  const outbox = () => outboxMessages(app.ctx.config.dataDir);

  it('are written in the language the browser asked for at sign-up', async () => {
    const email = `hola_${Date.now()}@example.com`;
    const response = await postJson(app, '/api/auth/sign-up', { username: `hola_${Date.now() % 1e8}`, email, password: 'correct-horse-battery' }, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(response.status).toBe(201);
    const mail = await waitForMail(outbox, (sent) => sent.to === email);
    expect(mail.subject).toBe('Confirma tu correo para Popreel');
    expect(mail.text).toContain('Este enlace funciona durante 24 horas.');
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
  });

  it("follow the account's own choice over the browser's, and stay English for an account that never named one", async () => {
    const user = await createUser(app);
    await waitForMail(outbox, (sent) => sent.to === user.email && sent.subject === 'Confirm your email for Popreel');
    expect((await send(user, 'PUT', '/api/me/language', { locale: 'ar' })).status).toBe(200);
    expect((await send(user, 'POST', '/api/me/email/verification', {}, { 'accept-language': 'es' })).status).toBe(202);
    const mail = await waitForMail(outbox, (sent) => sent.to === user.email && sent.subject !== 'Confirm your email for Popreel');
    expect(mail.subject).toBe('أكِّد بريدك الإلكتروني في Popreel');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('remember the browser language of the last sign-in', async () => {
    const user = await createUser(app);
    const signedIn = await postJson(app, '/api/auth/sign-in', { email: user.email, password: user.password }, { 'accept-language': 'ar-SA' });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookieFrom(signedIn)!;
    const row = await app.ctx.db.selectFrom('profiles').select(['locale', 'browserLocale']).where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ locale: null, browserLocale: 'ar' });
    expect(cookie).toBeTruthy();
  });
});

describe('the share page', () => {
  it("is written in the request's language, right to left for Arabic, and in English without one", async () => {
    const owner = await createUser(app);
    const video = await createVideo(app, owner.id, { caption: '' });
    const page = (headers: Record<string, string> = {}) => fetch(`${app.url}/v/${video.id}`, { headers }).then((response) => response.text());
    const arabic = await page({ 'accept-language': 'ar-EG,ar;q=0.9' });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(`<title>${owner.username} على Popreel</title>`);
    expect(arabic).toContain(`شاهد فيديو @${owner.username} على Popreel`);
    const spanish = await page({ 'accept-language': 'es' });
    expect(spanish).toContain('<html lang="es" dir="ltr">');
    expect(spanish).toContain(`<title>${owner.username} en Popreel</title>`);
    const vary = (await fetch(`${app.url}/v/${video.id}`, { headers: { 'accept-language': 'ar' } })).headers.get('vary');
    expect(vary).toBe('Accept-Language, Accept-Encoding');
    const english = await page();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain(`<title>${owner.username} on Popreel</title>`);
    expect(english).toContain(`Watch @${owner.username}&#39;s video on Popreel`);
  });
});
