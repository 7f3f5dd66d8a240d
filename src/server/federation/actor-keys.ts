import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { FederationKeysRepo } from '../data/repos/federation-keys.repo.ts';
import type { Sealer } from '../domain/account/sealer.ts';

export interface KeyPairs {
  rsa: CryptoKeyPair;
  ed25519: CryptoKeyPair;
}

/**
 * Each local actor's signing keys (issue 40): an RSA pair for draft-cavage signatures, which every peer reads,
 * and an Ed25519 pair for Object Integrity Proofs. Made on first use; the private halves are sealed with
 * ACCOUNT_SECRET in `federation_keys`, as TOTP secrets are. `owner` is a user id or 'instance'.
 */
export class ActorKeys {
  private readonly cache = new Map<string, Promise<KeyPairs>>();

  constructor(
    private readonly rows: FederationKeysRepo,
    private readonly sealer: Sealer,
  ) {}

  of(owner: string): Promise<KeyPairs> {
    let pairs = this.cache.get(owner);
    if (!pairs) {
      pairs = this.load(owner);
      this.cache.set(owner, pairs);
      pairs.catch(() => this.cache.delete(owner));
    }
    return pairs;
  }

  private async load(owner: string): Promise<KeyPairs> {
    let row = await this.rows.of(owner);
    if (!row) {
      const [rsa, ed25519] = await Promise.all([generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), generateCryptoKeyPair('Ed25519')]);
      const values = {
        owner,
        rsaPublic: JSON.stringify(await exportJwk(rsa.publicKey)),
        rsaPrivateSealed: this.sealer.seal(JSON.stringify(await exportJwk(rsa.privateKey))),
        ed25519Public: JSON.stringify(await exportJwk(ed25519.publicKey)),
        ed25519PrivateSealed: this.sealer.seal(JSON.stringify(await exportJwk(ed25519.privateKey))),
      };
      row = await this.rows.keepFirst(values);
    }
    return {
      rsa: { publicKey: await importJwk(row.rsaPublic, 'public'), privateKey: await importJwk(this.unseal(row.rsaPrivateSealed), 'private') },
      ed25519: { publicKey: await importJwk(row.ed25519Public, 'public'), privateKey: await importJwk(this.unseal(row.ed25519PrivateSealed), 'private') },
    };
  }

  private unseal(sealed: string): JsonWebKey {
    const plain = this.sealer.open(sealed);
    if (plain === null) throw new Error('A federation key does not open with this ACCOUNT_SECRET');
    return JSON.parse(plain) as JsonWebKey;
  }
}
