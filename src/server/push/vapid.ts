import { createECDH } from 'node:crypto';
import webpush from 'web-push';

/** A new VAPID key pair (P-256), base64url as browsers and push services take it. */
export function newVapidPair(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/** Whether `privateKey` is the private half of `publicKey`: a mismatched pair signs pushes every service refuses. */
export function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey;
  } catch {
    return false;
  }
}

/** Whether `p256dh` is a point on P-256: a browser's key that is not would fail every encryption to it. */
export function isP256Point(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
