import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppDownload } from './app-download';

describe('AppDownload', () => {
  it('links each store with its name, shows the QR code and the drawn phone screen', () => {
    render(
      <AppDownload
        title="Your stores in your pocket"
        stores={[
          { store: 'appStore', href: 'https://apps.apple.com/app/sellwise', kicker: 'ดาวน์โหลดได้ที่' },
          { store: 'googlePlay', href: 'https://play.google.com/store/apps/details?id=sellwise' },
        ]}
        qrCode={{ src: '/qr.svg', alt: 'QR code to download the app', caption: 'Scan to download' }}
        illustrationLabel="The app showing today’s sales"
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your stores in your pocket');
    const stores = within(screen.getAllByRole('list')[0]!).getAllByRole('link');
    expect(stores.map((a) => a.textContent)).toEqual(['ดาวน์โหลดได้ที่App Store', 'Get it onGoogle Play']);
    expect(screen.getByRole('img', { name: 'QR code to download the app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The app showing today’s sales' })).toBeInTheDocument();
  });

  it('uses a screenshot in the phone frame when given', () => {
    render(
      <AppDownload
        title="App"
        stores={[]}
        screenshot={{ src: '/screen.png', alt: 'Order list in the app', width: 360, height: 720 }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Order list in the app' })).toHaveAttribute('src', '/screen.png');
    expect(screen.queryByRole('img', { name: /today/ })).toBeNull();
  });
});
