// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import th from '../../locales/th/pages/common.json';
import { flattenMessages } from '../intl/catalogues';
import { makeIntl } from '../intl/intl';
import { showConsentBanner } from './consent-prompt';
import { showSiteSwitchPrompt } from './site-switch-prompt';

// Thai, so a label that fell back to the design system's English defaults would show.
const intl = makeIntl('th', flattenMessages(th, 'pages.common'));
const t = (id: string) => intl.formatMessage({ id: `pages.common.${id}` });

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = '';
});

describe('consent banner', () => {
  it('shows the translated banner and reports the decision, then leaves the page', async () => {
    const onChange = vi.fn();
    await act(async () => showConsentBanner({ createRoot, intl, onChange }));
    const banner = screen.getByRole('region', { name: t('consent.dialogTitle') });
    expect(within(banner).getByRole('heading', { name: t('consent.title') })).toBeTruthy();
    await userEvent.click(within(banner).getByRole('button', { name: t('consent.rejectAll') }));
    expect(onChange).toHaveBeenCalledWith({ necessary: true, analytics: false, advertising: false });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.querySelector('[data-client-ui="consent"]')).toBeNull();
  });

  it('lets the visitor choose per purpose with the keyboard', async () => {
    const onChange = vi.fn();
    await act(async () => showConsentBanner({ createRoot, intl, onChange }));
    const user = userEvent.setup();
    screen.getByRole('button', { name: t('consent.choose') }).focus();
    await user.keyboard('{Enter}');
    const analytics = screen.getByRole('switch', { name: t('consent.analytics.title') });
    analytics.focus();
    await user.keyboard(' ');
    expect(analytics.getAttribute('aria-checked')).toBe('true');
    screen.getByRole('button', { name: t('consent.save') }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ necessary: true, analytics: true, advertising: false });
  });
});

describe('site-switch prompt', () => {
  const open = async () => {
    const props = { createRoot, intl, mobile: false, onConfirm: vi.fn(), onCloseDontRemind: vi.fn() };
    await act(async () => showSiteSwitchPrompt(props));
    return { props, dialog: screen.getByRole('dialog', { name: t('html_warm_tips') }) };
  };

  it('shows the html_* texts; confirm calls onConfirm', async () => {
    const { props, dialog } = await open();
    expect(dialog.textContent).toContain(t('html_recommended_pro_new'));
    expect(dialog.textContent).toContain(t('html_not_in_china_close_tip'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('html_jump_now') }));
    expect(props.onConfirm).toHaveBeenCalledOnce();
    expect(props.onCloseDontRemind).not.toHaveBeenCalled();
  });

  it('"close, don\'t remind" suppresses; the close button just closes', async () => {
    const first = await open();
    await userEvent.click(within(first.dialog).getByRole('button', { name: t('html_close_not_remind') }));
    expect(first.props.onCloseDontRemind).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();

    const second = await open();
    await userEvent.click(within(second.dialog).getByRole('button', { name: t('form.close') }));
    expect(second.props.onCloseDontRemind).not.toHaveBeenCalled();
    expect(second.props.onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
