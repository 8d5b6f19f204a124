import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { decodePassword, isStrongPassword } from '../../contract/index.ts';
import { ApiError } from '../http/errors.ts';

// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Decodes the transport encoding; throws when it is not ours or (for new passwords) too weak. */
export function readPassword(encoded: string, mustBeStrong: boolean): string {
  const password = decodePassword(encoded);
  if (password === null) throw new ApiError('PASSWORD_UNREADABLE');
  if (mustBeStrong && !isStrongPassword(password)) throw new ApiError('PASSWORD_WEAK');
  return password;
}

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verified when the account does not exist too, so the answer takes as long either way.
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash) return verify(storedHash, password).catch(() => false);
  dummyHash ??= hashPassword('not-a-real-password-1');
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
