import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';

/**
 * Secrets a shop gives the product to use on its behalf (issue 34: the SMTP password, webhook
 * signing secrets) are kept encrypted at rest with the server's key (`SECRET_KEY`, 32 bytes):
 * AES-256-GCM with a random 12-byte nonce, and the secret's purpose as associated data, so a
 * ciphertext copied into another column does not decrypt there. Stored as
 * `v1.<nonce>.<tag>.<ciphertext>`, each base64url. The plaintext is never returned by the API and
 * never logged.
 */

export const SECRET_KEY_BYTES = 32;

/** What a secret is for: bound into its ciphertext. */
export type SecretPurpose = 'mail-password' | 'webhook-secret';

export function encryptSecret(key: Uint8Array, purpose: SecretPurpose, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', checkedKey(key), nonce);
  cipher.setAAD(Buffer.from(purpose));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), data].map(encodePart).join('.');
}

/** The plaintext; throws when the value was not made with this key for this purpose. */
export function decryptSecret(key: Uint8Array, purpose: SecretPurpose, stored: string): string {
  const [version, nonce, tag, data] = stored.split('.');
  if (version !== 'v1' || nonce === undefined || tag === undefined || data === undefined) {
    throw new Error('Not an encrypted secret');
  }
  const decipher = createDecipheriv(
    'aes-256-gcm',
    checkedKey(key),
    Buffer.from(nonce, 'base64url'),
  );
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new Error(
      'A stored secret cannot be decrypted with this server key (SECRET_KEY changed?): enter it again',
    );
  }
}

/** The server's key, or a clear refusal when the operator has not set one. */
export function requireSecretKey(key: Uint8Array | null): Uint8Array {
  if (key) return key;
  throw new TRPCError({
    code: 'PRECONDITION_FAILED',
    message: 'This server has no SECRET_KEY to encrypt passwords with: ask its operator to set one',
  });
}

/** `SECRET_KEY` as given: base64 (44 characters) or hex (64) of 32 bytes. */
export function parseSecretKey(text: string): Uint8Array {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (bytes.length !== SECRET_KEY_BYTES) {
    throw new Error('SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
  }
  return new Uint8Array(bytes);
}

/** A new random key, base64: what the embedded default keeps in its data folder. */
export function newSecretKey(): string {
  return randomBytes(SECRET_KEY_BYTES).toString('base64');
}

function checkedKey(key: Uint8Array): Uint8Array {
  if (key.length !== SECRET_KEY_BYTES) throw new Error('The secret key must be 32 bytes');
  return key;
}

function encodePart(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
