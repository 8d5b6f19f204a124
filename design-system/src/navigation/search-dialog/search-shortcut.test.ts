import { describe, expect, it } from 'vitest';
import { isSearchShortcut, isTypingTarget } from './search-shortcut';

const key = (k: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...extra,
});

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector('[data-t]') ?? host.firstElementChild!;
}

describe('isSearchShortcut', () => {
  it('opens on "/" outside text fields', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', { target: element('<button data-t>x</button>') }))).toBe(true);
    expect(isSearchShortcut(key('/', { target: element('<input type="checkbox" data-t>') }))).toBe(true);
  });

  it('lets "/" be typed in inputs, text areas, selects and editable content', () => {
    for (const html of [
      '<input data-t>',
      '<input type="search" data-t>',
      '<textarea data-t></textarea>',
      '<select data-t></select>',
      '<div contenteditable="true"><p data-t>x</p></div>',
      '<div contenteditable=""><span data-t>x</span></div>',
    ]) {
      expect(isSearchShortcut(key('/', { target: element(html) })), html).toBe(false);
    }
    expect(isTypingTarget(element('<div contenteditable="false"><p data-t>x</p></div>'))).toBe(false);
  });

  it('opens on Ctrl+K and ⌘+K, even in a text field, in either case', () => {
    const input = element('<input data-t>');
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true, target: input }))).toBe(true);
    expect(isSearchShortcut(key('K', { ctrlKey: true }))).toBe(true);
  });

  it('ignores other keys and combinations', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, metaKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('s', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('?'))).toBe(false);
    expect(isSearchShortcut(key('/', { defaultPrevented: true }))).toBe(false);
    expect(isSearchShortcut(key('/', { isComposing: true }))).toBe(false);
  });
});
