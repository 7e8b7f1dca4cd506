import { describe, expect, it } from 'vitest';
import {
  decryptSecret,
  encryptSecret,
  newSecretKey,
  parseSecretKey,
  requireSecretKey,
} from '../src/infra/secrets';

const key = parseSecretKey(newSecretKey());
const otherKey = parseSecretKey('ab'.repeat(32));

describe('stored secrets (issue 34)', () => {
  it('round-trips, and two encryptions of one secret differ (random nonce)', () => {
    const a = encryptSecret(key, 'mail-password', 'pässwörd ✓');
    const b = encryptSecret(key, 'mail-password', 'pässwörd ✓');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toContain('pässwörd');
    expect(decryptSecret(key, 'mail-password', a)).toBe('pässwörd ✓');
  });

  it('refuses another key, another purpose and a changed byte', () => {
    const stored = encryptSecret(key, 'mail-password', 'secret');
    expect(() => decryptSecret(otherKey, 'mail-password', stored)).toThrow(/SECRET_KEY changed/);
    expect(() => decryptSecret(key, 'webhook-secret', stored)).toThrow(/cannot be decrypted/);
    const parts = stored.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => decryptSecret(key, 'mail-password', parts.join('.'))).toThrow(/cannot be/);
    expect(() => decryptSecret(key, 'mail-password', 'plain text')).toThrow(/Not an encrypted/);
  });

  it('reads a key as hex or base64 of 32 bytes and nothing else', () => {
    expect(parseSecretKey('00'.repeat(32))).toHaveLength(32);
    expect(parseSecretKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(
      new Uint8Array(32).fill(7),
    );
    expect(() => parseSecretKey('00'.repeat(16))).toThrow(/32 bytes/);
    expect(() => parseSecretKey(Buffer.alloc(31).toString('base64'))).toThrow(/32 bytes/);
  });

  it('says which setting is missing when the server has no key', () => {
    expect(() => requireSecretKey(null)).toThrow(/no SECRET_KEY/);
    expect(requireSecretKey(key)).toBe(key);
  });
});
