import type { AsJson } from '../../src/shared/as-json.ts';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, sessionCookieFrom } from '../factories/users.ts';
import { linkIn, outboxMessages, waitForMail } from '../factories/mail.ts';
import { softPasskey } from '../factories/webauthn.ts';
import type { DataExport, TwoFactorSetup } from '../../src/shared/account-answers.schema.ts';
import { authorizeCode, createPersonalToken, postForm, registerApp } from '../factories/app-tokens.ts';

/**
 * Issue 24: no token, code or secret is stored as given. Every flow that makes one runs here, each secret is
 * kept as the client saw it, and then every row of every table is read as text and searched for each of them.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
});
afterAll(() => app?.close());

const outbox = () => outboxMessages(app.ctx.config.dataDir);
const tokenFrom = async (to: string, subject: string, path: string) =>
  linkIn((await waitForMail(outbox, (mail) => mail.to === to && mail.subject === subject)).text, path).searchParams.get('token')!;

it('stores no session token, link token, ticket, TOTP secret, recovery code, challenge or signature in plain text', async () => {
  const secrets = new Map<string, string>();
  const user = await createUser(app);
  secrets.set('session cookie', user.cookie.split('=')[1]);
  const bearer = await (await postJson(app, '/api/auth/token', { email: user.email, password: user.password })).json();
  secrets.set('bearer token', bearer.token);
  secrets.set('verification token', await tokenFrom(user.email, 'Confirm your email for Popreel', '/auth/verify'));

  await postJson(app, '/api/auth/password/forgot', { email: user.email }, { origin: app.url });
  secrets.set('reset token', await tokenFrom(user.email, 'Reset your Popreel password', '/auth/reset'));
  await postJson(app, '/api/me/email', { email: `new_${user.email}`, password: user.password }, user.headers);
  secrets.set('address change token', await tokenFrom(`new_${user.email}`, 'Confirm your new email for Popreel', '/auth/verify'));

  const setup = (await (await postJson(app, '/api/me/two-factor/setup', { password: user.password }, user.headers)).json()) as AsJson<TwoFactorSetup>;
  secrets.set('TOTP secret', setup.secret);
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() - 30_000 });
  const { recoveryCodes: codes } = await (await postJson(app, '/api/me/two-factor/enable', { code }, user.headers)).json();
  codes.forEach((recovery: string, i: number) => {
    secrets.set(`recovery code ${i}`, recovery);
    secrets.set(`recovery code ${i} without its dash`, recovery.replace('-', ''));
  });
  const { ticket } = await (await postJson(app, '/api/auth/sign-in', { email: user.email, password: user.password })).json();
  secrets.set('two-factor ticket', ticket);
  const signedIn = await postJson(app, '/api/auth/two-factor', { ticket, code: codes[0] }, { origin: app.url });
  secrets.set('two-factor session cookie', sessionCookieFrom(signedIn)!.split('=')[1]);

  const passkey = softPasskey();
  const registration = await (await postJson(app, '/api/me/passkeys/options', { password: user.password, code: codes[1] }, user.headers)).json();
  secrets.set('registration challenge', registration.challenge);
  await postJson(app, '/api/me/passkeys', { name: 'Key', response: passkey.register(registration, app.url) }, user.headers);
  const signInOptions = await (await postJson(app, '/api/auth/passkey/options', {}, { origin: app.url })).json();
  secrets.set('sign-in challenge', signInOptions.challenge);
  // A second challenge left unanswered, as it sits in the table.
  secrets.set('waiting challenge', (await (await postJson(app, '/api/auth/passkey/options', {}, { origin: app.url })).json()).challenge);
  await postJson(app, '/api/auth/passkey', { response: passkey.authenticate(signInOptions, app.url) }, { origin: app.url });

  await postJson(app, '/api/me/exports', {}, user.headers);
  let ready: AsJson<DataExport> | undefined;
  for (const deadline = Date.now() + 20_000; !ready && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    ready = (await getJson<DataExport[]>(app, user, '/api/me/exports')).find((e) => e.status === 'ready');
  }
  secrets.set('export link signature', new URL(ready!.downloadUrl!, app.url).searchParams.get('sig')!);

  // Issue 36 part 4 (decision 040): a personal access token, an app's client secret, a code and its tokens.
  secrets.set('personal access token', (await createPersonalToken(app, user, ['read'])).token);
  const client = await registerApp(app, user);
  secrets.set('client secret', client.clientSecret!);
  const grant = await authorizeCode(app, user, client, 'read');
  secrets.set('authorization code', grant.code);
  secrets.set('code verifier', grant.verifier);
  const clientAuth = { client_id: client.clientId, client_secret: client.clientSecret! };
  const issued = await (await postForm(app, '/oauth/token', { grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: grant.verifier, ...clientAuth })).json();
  secrets.set('OAuth access token', issued.access_token);
  secrets.set('OAuth refresh token', issued.refresh_token);
  const rotated = await (await postForm(app, '/oauth/token', { grant_type: 'refresh_token', refresh_token: issued.refresh_token, ...clientAuth })).json();
  secrets.set('rotated refresh token', rotated.refresh_token);

  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(app.ctx.db);
  const found: string[] = [];
  let rowsRead = 0;
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(app.ctx.db);
    rowsRead += rows.rows.length;
    for (const { row } of rows.rows) for (const [what, secret] of secrets) if (row.includes(secret)) found.push(`${what} in ${name}`);
  }
  console.log(`account secrets: ${secrets.size} secrets searched for in ${rowsRead} rows of ${tables.rows.length} tables`);
  expect(secrets.size).toBeGreaterThan(30);
  expect(rowsRead).toBeGreaterThan(50);
  expect(found).toEqual([]);
});
