import { describe, expect, it, vi } from 'vitest';
import { fakeStorage } from './fake-storage';
import {
  checkSiteSwitch,
  proSiteUrl,
  siteSwitchCheckUrl,
  siteSwitchSuppressedUntil,
  suppressSiteSwitch,
} from './site-switch';
import { STORAGE_KEYS } from './storage';

const NOW = new Date(2026, 10, 21, 15, 30);
const config = { mainHost: 'www.s.example', proHost: 'pro.s.example', checkHost: 'check.s.example' };
const yes = { code: 0, msg: 'ok', data: { code: 'CN', flag: 'yes' } };

function check(overrides: Partial<Parameters<typeof checkSiteSwitch>[0]> = {}, answer: unknown = yes) {
  const fetchJson = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const result = checkSiteSwitch({
    host: 'www.s.example',
    protocol: 'https:',
    config,
    now: NOW.getTime(),
    storage: fakeStorage(),
    fetchJson,
    ...overrides,
  });
  return { result, fetchJson };
}

describe('site-switch check at start', () => {
  it('asks the check host on the main host and prompts when it says code 0 and yes', async () => {
    const { result, fetchJson } = check();
    expect(await result).toBe(true);
    expect(fetchJson).toHaveBeenCalledWith('https://check.s.example/v');
  });

  it("confirms on the pro host without this site's port", () => {
    expect(proSiteUrl('http://127.0.0.1:3305/m/th/index.htm?a=1', 'pro.s.example')).toBe(
      'http://pro.s.example/m/th/index.htm?a=1',
    );
    expect(proSiteUrl('https://www.s.example/x.htm', 'pro.s.example:8443')).toBe(
      'https://pro.s.example:8443/x.htm',
    );
  });

  it('uses this origin when no check host is configured', () => {
    expect(siteSwitchCheckUrl('', 'http:')).toBe('/v');
  });

  it('does not ask off the main host, without a pro host, or while suppressed', async () => {
    const suppressed = fakeStorage();
    suppressSiteSwitch(NOW, suppressed);
    for (const overrides of [
      { host: 'help.s.example' },
      { config: { ...config, proHost: '' } },
      { storage: suppressed },
    ]) {
      const { result, fetchJson } = check(overrides);
      expect(await result).toBe(false);
      expect(fetchJson).not.toHaveBeenCalled();
    }
  });

  it('asks again once the suppression has passed', async () => {
    const storage = fakeStorage();
    suppressSiteSwitch(NOW, storage);
    const until = siteSwitchSuppressedUntil(NOW);
    expect(storage.data.get(STORAGE_KEYS.siteSwitchSuppressedUntil)).toBe(String(until));
    expect(await check({ storage, now: until }).result).toBe(false);
    expect(await check({ storage, now: until + 1 }).result).toBe(true);
  });

  it('does not prompt on no, another code or a failed check', async () => {
    expect(await check({}, { code: 0, data: { code: 'TH', flag: 'no' } }).result).toBe(false);
    expect(await check({}, { code: 500, data: { flag: 'yes' } }).result).toBe(false);
    expect(await check({}, new Error('offline')).result).toBe(false);
  });
});
