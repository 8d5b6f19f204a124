import { isLandingKey, LANDING_KEYS, type LandingKey } from './landing-themes';

/**
 * The spec's layout names and what each one renders. Pages name a layout; `resolveLayout` turns the
 * name into a kind (which component), a device (desktop or mobile chrome) and, for landing pages, the theme.
 */
export type LayoutKind =
  | 'default'
  | 'custom'
  | 'login'
  | 'thlogin'
  | 'help'
  | 'phone'
  | 'nofooter'
  | 'empty'
  | 'staticpage'
  | 'blog'
  | 'landing';

export type LayoutDevice = 'desktop' | 'mobile';

export type ResolvedLayout = { kind: LayoutKind; device: LayoutDevice; landing?: LandingKey };

const DESKTOP_NAMES = [
  'custom',
  'default',
  'login',
  'help',
  'phone',
  'nofooter',
  'empty',
  'staticpage',
  'blog',
] as const;
const MOBILE_NAMES = ['m-default', 'm-login', 'm-nofooter', 'm-empty', 'm-thlogin', 'm-staticpage'] as const;
/** The one landing layout the spec gives no mobile twin. */
const DESKTOP_ONLY_LANDING: LandingKey = 'sellgoodsonlineadvertisingpage';

export const MOBILE_LANDING_NAMES = LANDING_KEYS.filter((key) => key !== DESKTOP_ONLY_LANDING).map(
  (key) => `m-${key}` as const,
);

/** Every layout name the spec uses (48). */
export const LAYOUT_NAMES: readonly string[] = [
  ...DESKTOP_NAMES,
  ...LANDING_KEYS,
  ...MOBILE_NAMES,
  ...MOBILE_LANDING_NAMES,
];

const KNOWN = new Set(LAYOUT_NAMES);

export const DEFAULT_LAYOUT: ResolvedLayout = { kind: 'default', device: 'desktop' };

/** Maps a layout name to what it renders; an unknown name falls back to `default` (the spec's rule). */
export function resolveLayout(name: string): ResolvedLayout {
  const key = name.trim().toLowerCase();
  if (!KNOWN.has(key)) return DEFAULT_LAYOUT;
  const mobile = key.startsWith('m-');
  const base = mobile ? key.slice(2) : key;
  const device: LayoutDevice = mobile || base === 'phone' ? 'mobile' : 'desktop';
  if (isLandingKey(base)) return { kind: 'landing', device, landing: base };
  // Every other known base name is itself a kind (checked by the type of DESKTOP_NAMES/MOBILE_NAMES).
  return { kind: base as LayoutKind, device };
}
