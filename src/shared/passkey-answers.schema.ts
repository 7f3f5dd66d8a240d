import { z } from 'zod';

/** One passkey of the signed-in account, as the settings screen lists it. */
export const passkeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    backedUp: z.boolean().describe('Synced by the platform (iCloud Keychain, Google Password Manager) rather than bound to one device'),
  })
  .meta({ id: 'Passkey', description: 'A passkey (a WebAuthn credential) of the account' });

export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.array(passkeySchema);

export const passkeysRemovedSchema = z
  .object({ removed: z.number().int(), message: z.string() })
  .meta({ id: 'PasskeysRemoved', description: 'How many passkeys the mailed link removed, and the note to show' });

// WebAuthn options as @simplewebauthn/server makes them and @simplewebauthn/browser takes them: every field of
// their *OptionsJSON types (the serializer sends only what is listed). The PRF extension is never asked for.
const credentialDescriptor = z.object({ id: z.string(), type: z.string().describe("'public-key'"), transports: z.array(z.string()).optional() });
const extensions = z.object({ appid: z.string().optional(), credProps: z.boolean().optional(), hmacCreateSecret: z.boolean().optional(), minPinLength: z.boolean().optional() });
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device']));
const userVerification = z.enum(['discouraged', 'preferred', 'required']);

export const passkeyCreationOptionsSchema = z
  .object({
    challenge: z.string(),
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: userVerification.optional(),
      })
      .optional(),
    hints: hints.optional(),
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
    attestationFormats: z.array(z.enum(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none'])).optional(),
    extensions: extensions.optional(),
  })
  .meta({ id: 'PasskeyCreationOptions', description: 'WebAuthn options for navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON)' });

export const passkeyRequestOptionsSchema = z
  .object({
    challenge: z.string(),
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    userVerification: userVerification.optional(),
    hints: hints.optional(),
    extensions: extensions.optional(),
  })
  .meta({ id: 'PasskeyRequestOptions', description: 'WebAuthn options for navigator.credentials.get (PublicKeyCredentialRequestOptionsJSON)' });
