import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodePassword, encodePassword, PASSWORD_MARKER } from './password.ts';

describe('encodePassword / decodePassword', () => {
  test('round-trips a password', () => {
    expect(decodePassword(encodePassword('secret123'))).toBe('secret123');
  });

  test('has the spec layout: marker, salt, IV and key hex, then ciphertext hex', () => {
    const encoded = encodePassword('secret123');
    expect(encoded[0]).toBe(PASSWORD_MARKER);
    expect(encoded.slice(1)).toMatch(/^[0-9a-f]{16}[0-9a-f]{32}[0-9a-f]{32}([0-9a-f]{32})+$/);
  });

  test('is AES-CBC/PKCS7 under the key and IV it carries (decrypted here without decodePassword)', () => {
    const encoded = encodePassword('pässword 123');
    const [salt, iv, key, cipher] = [
      encoded.slice(1, 17),
      encoded.slice(17, 49),
      encoded.slice(49, 81),
      encoded.slice(81),
    ];
    const plain = CryptoJS.AES.decrypt(
      CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Hex.parse(cipher ?? '') }),
      CryptoJS.enc.Hex.parse(key ?? ''),
      { iv: CryptoJS.enc.Hex.parse(iv ?? ''), mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 },
    ).toString(CryptoJS.enc.Utf8);
    expect(plain).toBe(`${salt}pässword 123`);
    // A random 16-byte key and IV each time.
    const other = encodePassword('pässword 123');
    expect(other.slice(17, 49)).not.toBe(iv);
    expect(other.slice(49, 81)).not.toBe(key);
  });

  test('is different every time for the same password', () => {
    expect(encodePassword('same-password1')).not.toBe(encodePassword('same-password1'));
  });

  test('round-trips any Unicode text (fuzz)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (password) => {
        expect(decodePassword(encodePassword(password))).toBe(password);
      }),
      { numRuns: 300 },
    );
  });

  test('answers null, never throws, for anything it did not produce (fuzz)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(decodePassword(text)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  test('rejects a tampered key, IV or ciphertext', () => {
    const encoded = encodePassword('secret123');
    for (const at of [20, 60, encoded.length - 3]) {
      const flipped = encoded.slice(0, at) + (encoded[at] === 'a' ? 'b' : 'a') + encoded.slice(at + 1);
      expect(decodePassword(flipped)).not.toBe('secret123');
    }
    expect(decodePassword(`X${encoded.slice(1)}`)).toBeNull();
    expect(decodePassword(encoded.slice(0, 81))).toBeNull();
  });
});
