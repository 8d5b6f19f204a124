import { describe, expect, it } from 'vitest';
import { securityHeaders, TAG_SCRIPT_SOURCES } from './security';

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
