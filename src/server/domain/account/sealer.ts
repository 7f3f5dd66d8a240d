import { createCipheriv, createDecipheriv, createHmac, hash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** A token, code or challenge as stored: its SHA-256, never the value itself (issue 24). */
export const hashSecret = (value: string) => hash('sha256', value, 'hex');

/** A random token for a link or ticket: 32 bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Seals what must be read back later and so cannot be hashed (a TOTP secret, a queued mail with its link) with
 * AES-256-GCM under a key derived from ACCOUNT_SECRET. The sealed form names its version, so the scheme can
 * change without breaking what is stored.
 */
export class Sealer {
  private readonly key: Buffer;
  private readonly signingKey: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'popreel', 'account-seal-v1', 32));
    this.signingKey = Buffer.from(hkdfSync('sha256', secret, 'popreel', 'account-sign-v1', 32));
  }

  /** An HMAC of `text`, for links that must not be forged or altered (a data export's download). */
  sign(text: string): string {
    return createHmac('sha256', this.signingKey).update(text).digest('base64url');
  }

  verify(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The plain text, or null when the value was sealed under another secret or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
