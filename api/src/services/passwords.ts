import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { decodePassword, isStrongPassword } from '../../contract/index.ts';
import type { ApiConfig } from '../config.ts';
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

/** argon2 runs made by this process, so tests can prove which requests never reached the hasher. */
export const hashingStats = { hashes: 0, verifications: 0 };

type Limits = ApiConfig['hashing'];

/**
 * Each argon2 run takes 19 MiB; more parallel runs than cores add memory, not throughput. Callers queue for a
 * slot, and the queue is bounded per client address and overall: past the bounds the caller is told when to
 * come back instead of waiting behind a flood. One queue per process, as the CPU is.
 */
let running = 0;
const waiting: (() => void)[] = [];
const perClient = new Map<string, number>();
let admitted = 0;
let averageMs = 100;

const retryAfter = (queued: number, slots: number) =>
  Math.max(1, Math.ceil(((queued / slots + 1) * averageMs) / 1000));

/** A place in the hashing queue for one argon2 run, taken before any other work so a refusal costs nothing. */
export interface HashTicket {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back unused. */
  cancel(): void;
}

export function admit(client: string, limits: Limits): HashTicket {
  const mine = perClient.get(client) ?? 0;
  if (mine >= limits.perClient) {
    throw new ApiError('RATE_LIMITED', { retryAfter: retryAfter(mine, limits.slots) });
  }
  if (admitted - running >= limits.maxWaiting) {
    throw new ApiError('BUSY', { retryAfter: retryAfter(admitted - running, limits.slots) });
  }
  perClient.set(client, mine + 1);
  admitted++;
  let done = false;
  const leave = () => {
    if (done) return;
    done = true;
    admitted--;
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  };
  return {
    async run(work) {
      if (done) throw new Error('hash ticket used twice');
      // A finishing run hands its slot straight to the next in line, so the count never overshoots.
      if (running >= limits.slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      const started = Date.now();
      try {
        return await work();
      } finally {
        averageMs = averageMs * 0.8 + (Date.now() - started) * 0.2;
        leave();
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    cancel: leave,
  };
}

export function hashPassword(password: string, ticket: HashTicket): Promise<string> {
  return ticket.run(() => {
    hashingStats.hashes++;
    return hash(password, OPTIONS);
  });
}

// Made once per process outside the queue; checked against when the account does not exist.
let dummyHash: Promise<string> | undefined;

/** Verified when the account does not exist too, so the answer takes as long either way. */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
  ticket: HashTicket,
): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password-1', OPTIONS);
  const against = storedHash ?? (await dummyHash);
  const ok = await ticket
    .run(() => {
      hashingStats.verifications++;
      return verify(against, password);
    })
    .catch((error) => {
      if (error instanceof ApiError) throw error;
      return false;
    });
  return ok && storedHash !== null;
}
