import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns on the config zod reads, whichever loads first', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
