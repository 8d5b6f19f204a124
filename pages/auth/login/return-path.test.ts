import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

const ORIGIN = 'https://www.sellwise.example';

// Generated URLs are slow to make on a busy machine (2 cores, 8 people): a roomier time limit.
describe('returnPath', { timeout: 30_000 }, () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(returnPath('/en_US/app.htm', ORIGIN)).toBe('/en_US/app.htm');
    expect(returnPath('/web/dashboard.htm', ORIGIN)).toBe('/web/dashboard.htm');
    expect(returnPath('/m/th/goods/price.htm?plan=pro#faq', ORIGIN)).toBe(
      '/m/th/goods/price.htm?plan=pro#faq',
    );
  });

  it('refuses other hosts, protocol-relative and script addresses', () => {
    for (const bad of [
      'https://evil.example',
      'https://evil.example/en_US/app.htm',
      `${ORIGIN}.evil.example/x`,
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/.//evil.example',
      '/..//evil.example/x',
      'javascript:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(returnPath(bad, ORIGIN), String(bad)).toBeUndefined();
    }
  });

  it('refuses the log-in page itself, which would send a signed-in visitor in a circle', () => {
    expect(returnPath('/en_US/login.htm', ORIGIN)).toBeUndefined();
    expect(returnPath('/m/th/login.htm?redirect=/x', ORIGIN)).toBeUndefined();
  });

  it('anything it returns is a same-site path that no browser reads as another host', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('//', '/\\', '/./')),
        (s) => {
          const got = returnPath(s, ORIGIN);
          if (got === undefined) return;
          expect(got.startsWith('/')).toBe(true);
          expect(got.startsWith('//')).toBe(false);
          // Relative to any origin it stays there: it names no host of its own.
          expect(new URL(got, 'https://other.example').origin).toBe('https://other.example');
          expect(new URL(got, ORIGIN).origin).toBe(ORIGIN);
        },
      ),
    );
  });

  it('never passes an address of another host, however it is written', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(returnPath(url, ORIGIN)).toBeUndefined();
        expect(returnPath(url.replace(/^https?:/, ''), ORIGIN)).toBeUndefined();
      }),
    );
  });

  it('never passes a script protocol, whatever control characters hide it', () => {
    const scheme = fc.constantFrom('javascript', 'JavaScript', 'vbscript', 'data');
    const noise = fc.constantFrom('', '\t', '\n', '\r', '\u0000');
    fc.assert(
      fc.property(scheme, noise, fc.string(), (s, n, rest) => {
        const hidden = `${n}${s.slice(0, 2)}${n}${s.slice(2)}:${rest}`;
        expect(returnPath(hidden, ORIGIN)).toBeUndefined();
      }),
    );
  });

  it('passes plain site paths unchanged', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}.htm`;
        fc.pre(!path.endsWith('/login.htm'));
        expect(returnPath(path, ORIGIN)).toBe(path);
      }),
    );
  });
});
