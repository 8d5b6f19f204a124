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
 *
 * Two lanes: log-in, and the calls that check a code first (sign-up, reset). Each has its own bounds, so a
 * flood of code guesses fills only its lane and a log-in is never turned away or left behind it; a free slot
 * goes to a waiting log-in first. The code lane's bound also caps how many code checks reach the database at
 * once (the ticket is held from before the check), which keeps the database's queue short for log-ins.
 */
export type HashLane = 'login' | 'code';

let running = 0;
const waiting: Record<HashLane, (() => void)[]> = { login: [], code: [] };
const perClient: Record<HashLane, Map<string, number>> = { login: new Map(), code: new Map() };
const admitted: Record<HashLane, number> = { login: 0, code: 0 };
/** Tickets of each lane holding a slot now (the rest of its admitted ones are waiting or checking a code). */
const runningIn: Record<HashLane, number> = { login: 0, code: 0 };
let averageMs = 100;

const retryAfter = (queued: number, slots: number) =>
  Math.max(1, Math.ceil(((queued / slots + 1) * averageMs) / 1000));

/** A place in the hashing queue for one argon2 run, taken before any other work so a refusal costs nothing. */
export interface HashTicket {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back unused. */
  cancel(): void;
}

const nextWaiting = () => waiting.login.shift() ?? waiting.code.shift();

export function admit(client: string, limits: Limits, lane: HashLane): HashTicket {
  const clients = perClient[lane];
  const mine = clients.get(client) ?? 0;
  if (mine >= limits.perClient) {
    throw new ApiError('RATE_LIMITED', { retryAfter: retryAfter(mine, limits.slots) });
  }
  const bound = lane === 'login' ? limits.maxWaiting : limits.codeChecks;
  const queued = admitted[lane] - runningIn[lane];
  if (queued >= bound) throw new ApiError('BUSY', { retryAfter: retryAfter(queued, limits.slots) });
  clients.set(client, mine + 1);
  admitted[lane]++;
  let done = false;
  const leave = () => {
    if (done) return;
    done = true;
    admitted[lane]--;
    const left = (clients.get(client) ?? 1) - 1;
    if (left > 0) clients.set(client, left);
    else clients.delete(client);
  };
  return {
    async run(work) {
      if (done) throw new Error('hash ticket used twice');
      // A finishing run hands its slot straight to the next in line, so the count never overshoots.
      if (running >= limits.slots) await new Promise<void>((resolve) => waiting[lane].push(resolve));
      else running++;
      runningIn[lane]++;
      const started = Date.now();
      try {
        return await work();
      } finally {
        averageMs = averageMs * 0.8 + (Date.now() - started) * 0.2;
        runningIn[lane]--;
        leave();
        const next = nextWaiting();
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
