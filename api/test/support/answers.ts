import { ERROR_BY_CODE, ERRORS } from '../../contract/index.ts';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of every endpoint, checked field by field here
  json: any;
  text: string;
  headers: Headers;
}

/**
 * What is wrong with an answer to hostile input, or null: never a 5xx (except BUSY, the hashing queue's
 * contracted 503 with Retry-After), every error in the envelope with a code of errors.ts and its status,
 * and no header an injected CR/LF could have added.
 */
export function answerProblem(res: Answer, opts: { envelope: boolean }): string | null {
  const injected = res.headers.getSetCookie().some((c) => c.includes('evil'));
  if (injected) return `injected Set-Cookie: ${res.headers.getSetCookie().join(' | ')}`;
  if (res.status >= 500) {
    const busy = res.json?.code === ERRORS.BUSY.code && res.status === 503 && res.headers.has('retry-after');
    if (!busy) return `status ${res.status}: ${res.text.slice(0, 200)}`;
  }
  if (res.status >= 400) {
    const name = typeof res.json?.code === 'number' ? ERROR_BY_CODE.get(res.json.code) : undefined;
    if (!name) return `error outside the envelope (${res.status}): ${res.text.slice(0, 200)}`;
    if (ERRORS[name].status !== res.status)
      return `${name} with status ${res.status}, not ${ERRORS[name].status}`;
    if (res.json.msg !== ERRORS[name].msg) return `${name} with msg ${res.json.msg}`;
    if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) {
      return `${name} as ${res.headers.get('content-type')}`;
    }
    return null;
  }
  if (opts.envelope && res.status < 300 && res.json?.code !== 0) {
    return `success status ${res.status} without code 0: ${res.text.slice(0, 200)}`;
  }
  return null;
}

/** Runs the calls `size` at a time (a burst per batch), keeping order. */
export async function inBatches<T>(calls: (() => Promise<T>)[], size: number): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < calls.length; i += size) {
    out.push(...(await Promise.all(calls.slice(i, i + size).map((f) => f()))));
  }
  return out;
}
