import CryptoJS from 'crypto-js';

/**
 * The spec's password encoding: AES-CBC/PKCS7 with a random 16-byte key and IV, written as
 * marker + salt hex + IV hex + key hex + ciphertext hex. The salt is prefixed to the plaintext, so decoding
 * also proves the parts belong together. It hides the password from casual logging, not from an attacker
 * (the key travels with it); TLS protects the transport.
 */
export const PASSWORD_MARKER = 'S';
const SALT_HEX = 16;
const IV_HEX = 32;
const KEY_HEX = 32;
const HEADER = 1 + SALT_HEX + IV_HEX + KEY_HEX;

export function encodePassword(password: string): string {
  const salt = CryptoJS.lib.WordArray.random(SALT_HEX / 2).toString(CryptoJS.enc.Hex);
  const iv = CryptoJS.lib.WordArray.random(IV_HEX / 2);
  const key = CryptoJS.lib.WordArray.random(KEY_HEX / 2);
  const encrypted = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(salt + password), key, {
    iv,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  return (
    PASSWORD_MARKER +
    salt +
    iv.toString(CryptoJS.enc.Hex) +
    key.toString(CryptoJS.enc.Hex) +
    encrypted.ciphertext.toString(CryptoJS.enc.Hex)
  );
}

const HEX = /^[0-9a-f]*$/;

/** Returns the password, or null when the text is not something encodePassword produced. */
export function decodePassword(encoded: string): string | null {
  if (typeof encoded !== 'string' || encoded[0] !== PASSWORD_MARKER || encoded.length <= HEADER) return null;
  const body = encoded.slice(1);
  const cipherHex = encoded.slice(HEADER);
  if (!HEX.test(body) || cipherHex.length % 32 !== 0) return null;
  const salt = body.slice(0, SALT_HEX);
  const iv = CryptoJS.enc.Hex.parse(body.slice(SALT_HEX, SALT_HEX + IV_HEX));
  const key = CryptoJS.enc.Hex.parse(body.slice(SALT_HEX + IV_HEX, SALT_HEX + IV_HEX + KEY_HEX));
  try {
    const plain = CryptoJS.AES.decrypt(
      CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Hex.parse(cipherHex) }),
      key,
      { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 },
    ).toString(CryptoJS.enc.Utf8);
    return plain.startsWith(salt) ? plain.slice(SALT_HEX) : null;
  } catch {
    // Wrong padding or invalid UTF-8: not our encoding.
    return null;
  }
}
