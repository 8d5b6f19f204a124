import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi, ok } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { VisitorApi } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { emptySearchFixture, featureLinksFixture, searchAnswerFixture } from './search-fixtures';
import { SiteSearch } from './site-search';

function setup(content: VisitorApi['content']) {
  const spy = vi.fn(content);
  const href = storyHref('en_US');
  render(
    <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
      <VisitorApiContext value={fixtureVisitorApi({ content: spy as VisitorApi['content'] })}>
        <SiteSearch lang="en_US" features={featureLinksFixture(messagesFor('en_US'), href)} href={href} />
      </VisitorApiContext>
    </IntlProvider>,
  );
  return { user: userEvent.setup(), content: spy };
}

const dialog = () => screen.findByRole('dialog', { name: 'Search Sellwise' }, { timeout: 5000 });

describe('SiteSearch', { timeout: 30_000 }, () => {
  it('loads the dialog on click and suggests help, blog and feature pages for the typed text', async () => {
    const { user, content } = setup(() => ok(searchAnswerFixture) as never);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = within(await dialog());
    await user.type(box.getByRole('combobox'), 'label');
    await waitFor(() =>
      expect(content).toHaveBeenCalledWith('searchAll', {
        params: { lang: 'en_US' },
        query: { k: 'label', limit: 5 },
      }),
    );
    expect(await box.findByRole('option', { name: /Print shipping labels in batches/ })).toBeVisible();
    expect(box.getByRole('option', { name: /Five ways to ship faster/ })).toBeVisible();
    expect(box.getByRole('option', { name: /Orders/ })).toBeVisible();
    // Enter on the text alone goes to the help centre's search page.
    const form = box.getByRole('combobox').closest('form')!;
    expect(form).toHaveAttribute('action', '/en_US/leftCat/search');
    expect(box.getByRole('combobox')).toHaveAttribute('name', 'keyWords');
  });

  it('opens on the / shortcut outside text fields', async () => {
    const { user } = setup(() => ok(emptySearchFixture) as never);
    await user.keyboard('/');
    expect(await dialog()).toBeVisible();
  });

  it('shows the feature areas even when the search call fails, and says so when nothing matches', async () => {
    const { user } = setup(() => fail(500, 'error.internal') as never);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = within(await dialog());
    await user.type(box.getByRole('combobox'), 'stock');
    expect(await box.findByRole('option', { name: /Inventory/ })).toBeVisible();
    await user.clear(box.getByRole('combobox'));
    await user.type(box.getByRole('combobox'), 'qqqq');
    expect((await box.findAllByText(/Search is not available right now/)).length).toBeGreaterThan(0);
    expect(box.queryByRole('option')).not.toBeInTheDocument();
  });
});
