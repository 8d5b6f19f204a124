import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import { QrCodeDownloadPage } from './qr-code-download-page';

function renderOn(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  render(
    <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
      <QrCodeDownloadPage
        data={undefined}
        lang="en_US"
        device="mobile"
        params={{}}
        href={storyHref('en_US', true)}
      />
    </IntlProvider>,
  );
  return screen.getAllByRole('link', { name: /^Download for/ });
}

afterEach(() => vi.restoreAllMocks());

describe('QrCodeDownloadPage', () => {
  it('puts the Android store first and as the main button on an Android phone', () => {
    const [first, second] = renderOn('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile');
    expect(first).toHaveTextContent('Download for Android');
    expect(first).toHaveAttribute('data-variant', 'primary');
    expect(second).toHaveAttribute('data-variant', 'outline');
  });

  it('keeps iPhone first and both buttons equal on a computer', () => {
    const links = renderOn('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0');
    expect(links.map((a) => a.textContent)).toEqual(['Download for iPhone', 'Download for Android']);
    for (const link of links) expect(link).toHaveAttribute('data-variant', 'primary');
  });
});
