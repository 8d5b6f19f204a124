import { describe, expect, it } from 'vitest';
import { LANDING_KEYS } from './landing-themes';
import { LAYOUT_NAMES, resolveLayout } from './resolve-layout';

// The layout names exactly as the spec lists them (section 2, "Layouts").
const SPEC_LANDINGS = [
  'brandadspage',
  'captureadspage',
  'captureadspage1',
  'dropshipadspage',
  'dropshipadspage1',
  'ecommercemanagementtoolsadspage',
  'invoicingadspage',
  'lazadaselleradspage',
  'lazadasellercenteradspage',
  'onlineshoppingadspage',
  'sellgoodsonlineadvertisingpage',
  'sellgoodssoftware',
  'shopeeselleradspage',
  'shopeeselleradspage1',
  'shopifysellercentredspage',
  'shopmanagement',
  'tiktoksellercentredspage',
];
const SPEC_MOBILE_LANDINGS = SPEC_LANDINGS.filter((n) => n !== 'sellgoodsonlineadvertisingpage').map(
  (n) => `m-${n}`,
);

const EXPECTED: Record<string, ReturnType<typeof resolveLayout>> = {
  custom: { kind: 'custom', device: 'desktop' },
  default: { kind: 'default', device: 'desktop' },
  login: { kind: 'login', device: 'desktop' },
  help: { kind: 'help', device: 'desktop' },
  phone: { kind: 'phone', device: 'mobile' },
  nofooter: { kind: 'nofooter', device: 'desktop' },
  empty: { kind: 'empty', device: 'desktop' },
  staticpage: { kind: 'staticpage', device: 'desktop' },
  blog: { kind: 'blog', device: 'desktop' },
  'm-default': { kind: 'default', device: 'mobile' },
  'm-login': { kind: 'login', device: 'mobile' },
  'm-nofooter': { kind: 'nofooter', device: 'mobile' },
  'm-empty': { kind: 'empty', device: 'mobile' },
  'm-thlogin': { kind: 'thlogin', device: 'mobile' },
  'm-staticpage': { kind: 'staticpage', device: 'mobile' },
  ...Object.fromEntries(SPEC_LANDINGS.map((n) => [n, { kind: 'landing', device: 'desktop', landing: n }])),
  ...Object.fromEntries(
    SPEC_MOBILE_LANDINGS.map((n) => [n, { kind: 'landing', device: 'mobile', landing: n.slice(2) }]),
  ),
};

describe('resolveLayout', () => {
  it('knows exactly the spec names: 9 base, 17 landing, 6 mobile and 16 mobile landing layouts', () => {
    expect([...LAYOUT_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(LAYOUT_NAMES).toHaveLength(48);
    expect([...LANDING_KEYS].sort()).toEqual([...SPEC_LANDINGS].sort());
  });

  it.each(Object.entries(EXPECTED))('resolves %s', (name, expected) => {
    expect(resolveLayout(name)).toEqual(expected);
  });

  it.each(['', 'unknown', 'm-help', 'm-sellgoodsonlineadvertisingpage', 'm-', 'landing', 'thlogin'])(
    'falls back to the desktop default for %j',
    (name) => {
      expect(resolveLayout(name)).toEqual({ kind: 'default', device: 'desktop' });
    },
  );

  it('tolerates case and surrounding spaces in names coming from route data', () => {
    expect(resolveLayout(' M-Login ')).toEqual({ kind: 'login', device: 'mobile' });
  });
});
