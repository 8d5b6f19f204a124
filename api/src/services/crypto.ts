import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');
export const randomDigits = (length: number) =>
  Array.from({ length }, () => String(randomInt(0, 10))).join('');
