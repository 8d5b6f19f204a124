import { describe, expect, it } from 'vitest';
import {
  everyAnswerHeaders,
  securityHeaders,
  staticSecurityHeaders,
  TAG_SCRIPT_SOURCES,
  withoutSecrets,
} from './security';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('securityHeaders', () => {
  it('allows only our own and nonce-carrying scripts when no tags are configured', () => {
    const csp = securityHeaders('abc', { https: false })['content-security-policy'] ?? '';
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('lets the site-switch check reach its own host', () => {
    const csp =
      securityHeaders('n', { https: true, checkHost: 'check.sellwise.example' })['content-security-policy'] ??
      '';
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://check.sellwise.example");
  });

  it('opens script and connect sources for consented tags only when tag ids are configured', () => {
    const csp = securityHeaders('n', { https: true, tags: true })['content-security-policy'] ?? '';
    for (const source of TAG_SCRIPT_SOURCES) expect(directive(csp, 'script-src')).toContain(source);
    expect(directive(csp, 'connect-src')).toContain('https:');
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('sends HSTS only under https', () => {
    expect(securityHeaders('n', { https: false })['strict-transport-security']).toBeUndefined();
    expect(securityHeaders('n', { https: true })['strict-transport-security']).toContain('max-age=');
  });
});

describe('headers beyond pages', () => {
  it('switches off powerful features and cohorts, and isolates the window', () => {
    const headers = everyAnswerHeaders();
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort'])
      expect(headers['permissions-policy']).toContain(`${feature}=()`);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('locks static files down: nothing runs, nothing is framed elsewhere, HSTS under https', () => {
    const plain = staticSecurityHeaders({ https: false });
    expect(directive(plain['content-security-policy'] ?? '', 'default-src')).toBe("default-src 'none'");
    expect(plain['content-security-policy']).not.toContain('script-src');
    expect(plain['x-content-type-options']).toBe('nosniff');
    expect(plain['x-frame-options']).toBe('SAMEORIGIN');
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(staticSecurityHeaders({ https: true })['strict-transport-security']).toContain('max-age=');
  });
});

describe('withoutSecrets', () => {
  const strip = (path: string) => withoutSecrets(new URL(path, 'https://www.sellwise.example'));
  it('drops secret parameters whatever their case and keeps the rest as written', () => {
    expect(strip('/en_US/login.htm?email=a@b.c&password=MySecret123')).toBe('/en_US/login.htm?email=a@b.c');
    expect(strip('/x.htm?PASSWORD=1&a=%20b&NewPassword=2&verifyCode=3&code=4')).toBe('/x.htm?a=%20b');
    expect(strip('/x.htm?pwd=1')).toBe('/x.htm');
  });
  it('leaves an address without secrets alone', () => {
    expect(strip('/en_US/register.htm?source=home&sourceChannelId=77')).toBeUndefined();
    expect(strip('/en_US/index.htm')).toBeUndefined();
    expect(strip('/x.htm?passwordHint=1&codes=2')).toBeUndefined();
  });
});
