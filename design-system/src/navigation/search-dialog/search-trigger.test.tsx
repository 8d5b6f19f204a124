import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test-fixtures';
import { SearchTrigger } from './search-trigger';

describe('SearchTrigger', () => {
  it('is a named button that opens on click and shows the shortcut hint', async () => {
    const onOpen = vi.fn();
    const { container } = render(<SearchTrigger label="Search" shortcutHint="/" onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(container.querySelector('kbd')).toHaveTextContent('/');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens on "/" and Ctrl+K anywhere on the page, preventing the browser default', () => {
    const onOpen = vi.fn();
    render(<SearchTrigger label="Search" onOpen={onOpen} />);
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.body.dispatchEvent(slash);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(slash.defaultPrevented).toBe(true);
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('leaves "/" to text fields and stops listening once unmounted', () => {
    const onOpen = vi.fn();
    const { unmount } = render(
      <>
        <SearchTrigger label="Search" onOpen={onOpen} />
        <input aria-label="Note" />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note' }), { key: '/' });
    expect(onOpen).not.toHaveBeenCalled();
    unmount();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(onOpen).not.toHaveBeenCalled();
  });
});
