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

/**
 * Each argon2 run takes 19 MiB; more parallel runs than cores add memory, not throughput.
 * Callers queue for one of these slots.
 */
const SLOTS = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing run hands its slot straight to the next in line, so the count never overshoots.
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string) => withSlot(() => hash(password, OPTIONS));
const verifyHash = (stored: string, password: string) =>
  withSlot(() => verify(stored, password)).catch(() => false);

// Verified when the account does not exist too, so the answer takes as long either way.
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash) return verifyHash(storedHash, password);
  dummyHash ??= hashPassword('not-a-real-password-1');
  await verifyHash(await dummyHash, password);
  return false;
}
