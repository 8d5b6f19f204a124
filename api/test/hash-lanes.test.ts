/** The hashing queue's two lanes (services/passwords.ts), on the queue itself: no HTTP, no database. */
import { describe, expect, test } from 'vitest';
import { ApiError } from '../src/http/errors.ts';
import { admit } from '../src/services/passwords.ts';

const LIMITS = { slots: 1, perClient: 10, maxWaiting: 2, codeChecks: 2 };

/** Work that ends when the test says so. */
function held() {
  let end = () => {};
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { work: () => done, end };
}

describe('hashing lanes', () => {
  test('a full code lane turns code checks away but admits a log-in', () => {
    const a = admit('10.0.0.1', LIMITS, 'code');
    const b = admit('10.0.0.2', LIMITS, 'code');
    expect(() => admit('10.0.0.3', LIMITS, 'code')).toThrow(ApiError);
    const login = admit('10.0.0.4', LIMITS, 'login');
    for (const t of [a, b, login]) t.cancel();
    // Given back: the lane takes code checks again.
    admit('10.0.0.3', LIMITS, 'code').cancel();
  });

  test('a freed slot goes to a waiting log-in before code checks that waited longer', async () => {
    const order: string[] = [];
    const first = held();
    const running = admit('10.0.1.1', LIMITS, 'code').run(first.work);
    const code = admit('10.0.1.2', LIMITS, 'code').run(async () => {
      order.push('code');
    });
    const login = admit('10.0.1.3', LIMITS, 'login').run(async () => {
      order.push('login');
    });
    first.end();
    await Promise.all([running, code, login]);
    expect(order).toEqual(['login', 'code']);
  });
});
