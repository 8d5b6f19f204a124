import {
  DESKTOP_LAYOUTS,
  LANDING_PAGES,
  LANDING_PAGES_WITHOUT_PHONE_LAYOUT,
  type LandingPage,
  PHONE_LAYOUTS,
} from '@sellwise/api/contract';
import { LANDING_THEMES } from '@sellwise/pages/landing/landing-themes';
import { describe, expect, it } from 'vitest';
import { LAYOUTS, layoutFor } from './layouts';

const landings = Object.entries(LANDING_PAGES) as [LandingPage, string][];

describe('LAYOUTS', () => {
  it("has the spec's 48 names: 9 desktop, 6 phone, 17 landing and 16 phone landing layouts", () => {
    const phoneLandings = landings.filter(([page]) => !LANDING_PAGES_WITHOUT_PHONE_LAYOUT.includes(page));
    expect(Object.keys(LAYOUTS).sort()).toEqual(
      [
        ...DESKTOP_LAYOUTS,
        ...PHONE_LAYOUTS,
        ...landings.map(([, name]) => name),
        ...phoneLandings.map(([, name]) => `m-${name}`),
      ].sort(),
    );
    expect(Object.keys(LAYOUTS)).toHaveLength(48);
  });

  it.each(Object.entries(LAYOUTS))('%s: phone chrome exactly for m- names and `phone`', (name, choice) => {
    expect(choice.device === 'mobile').toBe(name.startsWith('m-') || name === 'phone');
  });

  it.each(landings)('%s: its layouts use the landing frame in its own colours', (page, name) => {
    expect(LAYOUTS[name as keyof typeof LAYOUTS]).toEqual({ kind: 'landing', theme: LANDING_THEMES[page] });
    if (!LANDING_PAGES_WITHOUT_PHONE_LAYOUT.includes(page))
      expect(LAYOUTS[`m-${name}` as keyof typeof LAYOUTS]).toMatchObject({ theme: LANDING_THEMES[page] });
  });

  it('custom (handlerTrain.htm) has the site header and footer, as default does', () => {
    expect(layoutFor('custom')).toEqual(layoutFor('default'));
  });

  it('sign-in pages use the auth frame, text pages their content frame', () => {
    expect(layoutFor('login').kind).toBe('auth');
    expect(layoutFor('m-thlogin')).toEqual({ kind: 'auth', device: 'mobile' });
    expect(layoutFor('m-staticpage').content).toBe('article');
    expect(layoutFor('nofooter').footerVariant).toBe('none');
  });

  it('help and blog are the bare site frame: their pages draw their own body (sidebar, topic bar)', () => {
    expect(layoutFor('help')).toEqual({});
    expect(layoutFor('blog')).toEqual({});
  });

  it.each(['', 'unknown', 'm-help', 'm-sellgoodsonlineadvertisingpage', '__proto__'])(
    'renders the default layout for the unknown name %j',
    (name) => {
      expect(layoutFor(name)).toBe(LAYOUTS.default);
    },
  );
});
