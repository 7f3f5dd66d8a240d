import { isMissing } from '../api/client.ts';
import { pushApi } from '../api/push-api.ts';

/**
 * This browser's Web Push (decision 044), as Settings and the one-time prompt see it:
 * - `unsupported`: no service worker or Push API here (an iPhone outside the installed app, an old browser);
 * - `denied`: the person blocked notifications for Popreel; only the browser's site settings undo it;
 * - `off` / `on`: whether this browser holds a subscription (made by whoever is signed in: sign-out ends it).
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The worker that shows pushes (sw.js), once active; none in development builds, where Push cannot work. */
async function worker(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported() || !(await navigator.serviceWorker.getRegistration())) return null;
  // Registered but maybe still installing: subscribing needs the active worker.
  return navigator.serviceWorker.ready;
}

async function currentSubscription() {
  return (await (await worker())?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported() || !(await worker())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0));
const base64urlOf = (buffer: ArrayBuffer | null) => (buffer ? btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : '');

/**
 * Whether the browser's subscription was made with `publicKey` (the server's key can change: decision 044). A
 * browser that does not say which key it used is taken at its word, rather than subscribed again on every start.
 */
function madeWith(subscription: PushSubscription, publicKey: string) {
  const key = subscription.options?.applicationServerKey;
  return !key || base64urlOf(key) === publicKey;
}

async function tellServer(subscription: PushSubscription) {
  await pushApi.subscribe({
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: base64urlOf(subscription.getKey('p256dh')), auth: base64urlOf(subscription.getKey('auth')) },
  });
}

/**
 * Asks for permission and subscribes. Call it only from a tap: the browser's question must follow the
 * person's own gesture (and browsers penalise sites that ask unprompted).
 */
export async function turnPushOn(): Promise<PushState> {
  const registration = await worker();
  if (!registration) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await pushApi.key();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWith(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
  await tellServer(subscription);
  return 'on';
}

/** Unsubscribes this browser; `tellServer` false when the session is already gone (the push service's 410 tells it later). */
export async function turnPushOff(options: { tellServer: boolean } = { tellServer: true }): Promise<PushState> {
  const subscription = await currentSubscription();
  if (!subscription) return pushState();
  if (options.tellServer) await pushApi.unsubscribe(subscription.endpoint).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
  await subscription.unsubscribe();
  return pushState();
}

/** After the server's key changed, this browser's subscription is refused: make a new one quietly (permission stands). */
export async function renewPushIfKeyChanged(): Promise<void> {
  const subscription = pushSupported() && Notification.permission === 'granted' ? await currentSubscription() : null;
  if (!subscription) return;
  const { publicKey } = await pushApi.key();
  if (madeWith(subscription, publicKey)) return;
  await subscription.unsubscribe();
  const registration = await worker();
  if (registration) await tellServer(await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }));
}
