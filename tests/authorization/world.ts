import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../setup/test-app.ts';
import { banUser, createUser, sessionCookieFrom, type TestUser } from '../factories/users.ts';
import { makeVideo } from '../factories/media.ts';
import { MediaUrls } from '../../src/server/domain/media-urls.ts';
import { createSound } from '../factories/sounds.ts';
import { SwipeRepo } from '../../src/server/data/repos/swipe.repo.ts';
import { AuthRepo } from '../../src/server/data/repos/auth.repo.ts';
import { AccountTokensRepo } from '../../src/server/data/repos/account-tokens.repo.ts';
import { hashSecret } from '../../src/server/domain/account/sealer.ts';
import { ResumableUploadRepo } from '../../src/server/data/repos/resumable-upload.repo.ts';
import { partKey } from '../../src/server/domain/videos/resumable-store.ts';
import { createAppTokenWorld, type AppTokenWorld } from './app-token-world.ts';

/** The columns of the authorization matrix, in this order everywhere. */
export const ROLES = ['visitor', 'user', 'owner', 'moderator', 'admin', 'banned'] as const;
export type Role = (typeof ROLES)[number];
export type Account = TestUser;

/**
 * The people and things the matrix acts on. `owner` owns the resources each row creates; the other roles
 * act on the owner's resources, so "owner" is the column where ownership is what grants access.
 */
export interface World {
  app: TestApp;
  accounts: Record<Exclude<Role, 'visitor'>, Account>;
  files: { video: Uint8Array; png: Buffer };
  placeId: string;
  roomId: string;
  /** The owner's private match room with someone outside the matrix. */
  privateRoomId: string;
  /** A new ready image story of the owner's, public unless told. */
  story(visibility?: 'public' | 'followers'): Promise<string>;
  /** Makes `account` and the owner a match (undone by resetBetweenCells). */
  matchOwner(account: Account): Promise<void>;
  /** A new video of the owner's (ready and visible unless told otherwise). */
  video(options?: { status?: 'ready' | 'processing' | 'failed'; hidden?: boolean; ownerId?: string }): Promise<string>;
  /** A library sound with a real MP3. */
  soundId: string;
  /** A new ready video of the owner's whose stored file is a real clip with sound (for the editor's rows). */
  videoWithFile(): Promise<string>;
  /** A finished 'Replace Original' edit of the owner's. */
  edit(): Promise<string>;
  /** A resumable upload of the owner's (issue 42): empty, or with every byte of files.video stored. */
  resumableUpload(finished: boolean): Promise<string>;
  /** A new open report by `user` on a new video of the owner's. */
  report(): Promise<string>;
  /** A new account outside the matrix, for rows that ban or promote someone. */
  bystander(): Promise<{ id: string; username: string }>;
  /** A new notification group addressed to the owner (its id is the group's). */
  notification(): Promise<string>;
  /** Makes `account` block the owner (undone by resetBetweenCells). */
  blockOwner(account: Account): Promise<void>;
  /** A second session for an account, for rows that end the session they are sent with. */
  newSession(account: Account): Promise<string>;
  /** A signed link to a real stored file. */
  signedMediaPath(): Promise<string>;
  /** Issue 24: a passkey of the owner's (a stored public key). */
  passkey(): Promise<string>;
  /** A live single-use link token of a new bystander's (a reset or a verification). */
  linkToken(purpose: 'password_reset' | 'email_verify' | 'passkeys_remove' | 'email_change_cancel'): Promise<string>;
  /** A second session of the owner's, by id. */
  ownerSessionId(): Promise<string>;
  /** The signed download link of a ready data export of the owner's. */
  exportLink(): Promise<string>;
  /** Issue 36 part 4: tokens, apps and grants, and the scoped-token column's read token. */
  appTokens: AppTokenWorld;
  /** Undo what one cell may change for the next ones (blocks hide the owner's videos from the blocker). */
  resetBetweenCells(): Promise<void>;
}

export async function createWorld(app: TestApp): Promise<World> {
  const [user, owner, moderator, admin, banned] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
  const { db, store } = app.ctx;
  await db.insertInto('userRoles').values([{ userId: moderator.id, role: 'moderator' }, { userId: admin.id, role: 'admin' }]).execute();
  await banUser(app, banned);
  const place = await db.insertInto('places').values({ name: 'Matrix Cafe', type: 'restaurant', lat: 51.5, lng: -0.09, createdBy: owner.id }).returning('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('chatRooms').values({ name: 'Matrix room', createdBy: owner.id }).returning('id').executeTakeFirstOrThrow();
  // Every account is an opted-in adult, so matching rows test permissions rather than the opt-in.
  await db.updateTable('profiles').set({ matchingOptIn: true, age: 30, interests: ['music'] }).execute();
  const partner = await createUser(app);
  const privateRoom = await db.insertInto('chatRooms').values({ name: 'Matrix match', isPrivate: true }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('chatRoomMembers').values([{ roomId: privateRoom.id, userId: owner.id }, { roomId: privateRoom.id, userId: partner.id }]).execute();
  const swipes = new SwipeRepo(db);
  const media = new MediaUrls(store);
  const video = (await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes;
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0af' } }).png().toBuffer();

  const sound = await createSound(app, { title: 'Matrix Tune' });
  const appTokens = await createAppTokenWorld(app, { user, owner, developerId: partner.id });
  const world: World = {
    app,
    accounts: { user, owner, moderator, admin, banned },
    files: { video, png },
    placeId: place.id,
    roomId: room.id,
    privateRoomId: privateRoom.id,
    story: async (visibility = 'public') => {
      const key = `${owner.id}/${randomBytes(6).toString('hex')}.jpg`;
      await store.put('stories', key, png, { contentType: 'image/jpeg' });
      const row = await db
        .insertInto('stories')
        .values({ userId: owner.id, mediaPath: key, mediaType: 'image', visibility, expiresAt: new Date(Date.now() + 3600_000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    matchOwner: async (account) => {
      await swipes.swipe(account.id, owner.id, 'right', 'Matrix pair');
      await swipes.swipe(owner.id, account.id, 'right', 'Matrix pair');
    },
    video: async ({ status = 'ready', hidden = false, ownerId = owner.id } = {}) => {
      const row = await db
        .insertInto('videos')
        .values({ userId: ownerId, caption: 'matrix #test', storagePath: `${ownerId}/${randomBytes(6).toString('hex')}.mp4`, status, hidden })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    soundId: sound.id,
    appTokens,
    videoWithFile: async () => {
      const id = await world.video();
      const { storagePath: key } = await db.selectFrom('videos').select('storagePath').where('id', '=', id).executeTakeFirstOrThrow();
      await store.put('videos', key, Buffer.from(video), { contentType: 'video/mp4' });
      return id;
    },
    edit: async () => {
      const videoId = await world.video();
      const row = await db
        .insertInto('videoEdits')
        .values({ videoId: videoId, userId: owner.id, mode: 'replace', uploadPath: `edited/${owner.id}/edited-1-original.mp4`, status: 'ready', resultVideoId: videoId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    report: async () => {
      const videoId = await world.video();
      const row = await db.insertInto('reports').values({ targetKind: 'video', videoId: videoId, reporterId: user.id, reason: 'spam' }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    bystander: async () => {
      const username = `mx_by_${randomBytes(4).toString('hex')}`;
      const created = await new AuthRepo(db).createUserWithProfile({ email: `${username}@example.com`, passwordHash: 'not-a-real-hash', username });
      return { id: created.id, username };
    },
    notification: async () => {
      // The group row alone: the admit trigger would drop a member if an earlier row left a block between them.
      const row = await db
        .insertInto('notificationGroups')
        .values({ userId: owner.id, fromUserId: user.id, type: 'mention', latestActorIds: [user.id] })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    blockOwner: async (account) => {
      await db.insertInto('blocks').values({ blockerId: account.id, blockedId: owner.id }).execute();
    },
    newSession: async (account) => {
      const response = await fetch(`${app.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      return sessionCookieFrom(response) ?? '';
    },
    resumableUpload: async (finished) => {
      const uploads = new ResumableUploadRepo(db);
      const id = randomBytes(16).toString('hex');
      await uploads.create({ id, userId: owner.id, size: video.length, ttlHours: 1 });
      if (finished) {
        const part = `0-${randomBytes(4).toString('hex')}`;
        await store.put('videos', partKey({ id, userId: owner.id }, part), Buffer.from(video), { contentType: 'application/octet-stream' });
        await uploads.advance(id, 0, video.length, part);
      }
      return id;
    },
    signedMediaPath: async () => {
      const key = `${owner.id}/${randomBytes(6).toString('hex')}.jpg`;
      await store.put('thumbnails', key, png, { contentType: 'image/png' });
      return (await media.sign(`thumbnails/${key}`))!;
    },
    passkey: async () => {
      const row = await db
        .insertInto('passkeys')
        .values({ userId: owner.id, credentialId: randomBytes(16).toString('base64url'), publicKey: randomBytes(77), counter: 0, name: 'Matrix key' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    linkToken: async (purpose) => {
      const person = await world.bystander();
      const token = randomBytes(32).toString('base64url');
      await new AccountTokensRepo(db).issue({ userId: person.id, purpose, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + 600_000), email: `${person.username}@example.com` });
      return token;
    },
    ownerSessionId: async () => {
      await world.newSession(owner);
      const row = await db.selectFrom('sessions').select('id').where('userId', '=', owner.id).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
      return row.id;
    },
    exportLink: async () => {
      const key = `${owner.id}/matrix-${randomBytes(6).toString('hex')}.zip`;
      await store.put('exports', key, Buffer.from('PK matrix'), { contentType: 'application/zip' });
      const row = await db
        .insertInto('dataExports')
        .values({ userId: owner.id, status: 'ready', storageKey: key, sizeBytes: 9, readyAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const exports = await app.ctx.services.dataExports.list(owner.id);
      return exports.find((e) => e.id === row.id)!.downloadUrl!;
    },
    resetBetweenCells: async () => {
      // A cell shows who gets through the door, not a budget the cells before it spent (the reset links'
      // 30 an hour per address, a locked sign-in).
      await db.deleteFrom('rateLimits').execute();
      await db.deleteFrom('signInFailures').execute();
      await db.deleteFrom('blocks').execute();
      await db.deleteFrom('swipes').execute();
      // Each upload row starts one; the open-uploads cap is its own test's business.
      await db.deleteFrom('resumableUploads').execute();
      await db.deleteFrom('chatRooms').where('id', 'in', db.selectFrom('matches').select('roomId')).execute();
    },
  };
  return world;
}
