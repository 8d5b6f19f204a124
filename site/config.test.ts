import { describe, expect, it } from 'vitest';
import { configFromEnv, publicConfig } from './config';
import { securityHeaders, securityOptionsOf } from './server/security';

describe('runtime configuration', () => {
  it('exposes the app version of spec §9 to every page', () => {
    expect(publicConfig(configFromEnv({}, 'b1')).appVersion).toBe('1.0.453');
  });

  it('sends analytics to the API by default and to the EU zone server with ANALYTICS_ZONE=eu', () => {
    expect(publicConfig(configFromEnv({}, 'b1')).analyticsServerUrl).toBe('');
    const eu = configFromEnv({ ANALYTICS_ZONE: 'eu', ANALYTICS_EU_URL: 'https://eu.collect.example/' }, 'b1');
    expect(publicConfig(eu).analyticsServerUrl).toBe('https://eu.collect.example');
    // The page's CSP lets the browser reach it.
    const csp = securityHeaders('n', securityOptionsOf(eu))['content-security-policy'];
    expect(csp).toContain("connect-src 'self' https://eu.collect.example");
  });

  it('refuses an unknown zone or an EU zone without its server', () => {
    expect(() => configFromEnv({ ANALYTICS_ZONE: 'mars' }, 'b1')).toThrow(/ANALYTICS_ZONE/);
    expect(() => configFromEnv({ ANALYTICS_ZONE: 'eu' }, 'b1')).toThrow(/ANALYTICS_EU_URL/);
  });
});
