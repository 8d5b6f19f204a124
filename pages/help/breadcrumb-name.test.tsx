/** The help centre's and the blog's trails are one landmark kind: one message names both, in the page language. */
import { LANGUAGES } from '@sellwise/api/contract/languages';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { BlogFrame } from '../blog/blog-ui';
import { messagesFor } from '../stories-support/with-intl';
import { HelpCrumbs } from './help-ui';

const english = messagesFor('en_US')['pages.common.breadcrumbs'];

describe.each(LANGUAGES)('%s', (lang) => {
  const messages = messagesFor(lang);
  const name = messages['pages.common.breadcrumbs'];

  it('names the help and blog trails with pages.common.breadcrumbs', () => {
    expect(name).toBeTruthy();
    if (lang !== 'en_US') expect(name).not.toBe(english);
    render(
      <IntlProvider locale={lang.replace('_', '-')} messages={messages}>
        <HelpCrumbs items={[{ label: 'Help', href: '/help' }, { label: 'Here' }]} />
        <BlogFrame link={(p) => p} trail={[{ label: 'Here' }]}>
          <p>Body</p>
        </BlogFrame>
      </IntlProvider>,
    );
    expect(screen.getAllByRole('navigation', { name })).toHaveLength(2);
  });
});
