import { describe, expect, it } from 'vitest';
import { storyDevice, storyLinks, storyPageProps } from './with-intl';

const PHONE = { value: 'phone', isRotated: false };

describe('story links', () => {
  it('renders the phone site on the phone viewport and the desktop site otherwise', () => {
    expect(storyDevice({ viewport: PHONE })).toBe('mobile');
    expect(storyDevice({ viewport: { value: 'desktop' } })).toBe('desktop');
    expect(storyDevice({})).toBe('desktop');
  });

  it('builds the addresses a page renders for the story language and device', () => {
    expect(storyLinks({ globals: { locale: 'th', viewport: PHONE } })('login.htm')).toBe('/m/th/login.htm');
    expect(storyLinks({ globals: { locale: 'zh_CN' } })('register.htm', { source: 'app' })).toBe(
      '/zh_CN/register.htm?source=app',
    );
    expect(storyLinks({ globals: {} })('index.htm')).toBe('/en_US/index.htm');
  });

  it('gives the page props the same device and links the plays expect', () => {
    const globals = { locale: 'vi', viewport: PHONE };
    const props = storyPageProps({ globals });
    expect(props.device).toBe('mobile');
    expect(props.href('aboutUs.htm')).toBe(storyLinks({ globals })('aboutUs.htm'));
  });
});
