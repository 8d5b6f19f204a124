// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_SCRIPT } from '../entry-server';
import {
  holdClicks,
  INTENT_EVENTS,
  rememberTyped,
  restoreTyped,
  scriptOnlyControl,
  whenIntent,
} from './intent';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('hydration on intent', () => {
  it.each(INTENT_EVENTS)('starts once, on the first %s', (type) => {
    const start = vi.fn();
    whenIntent(document, start);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start on its own, nor on a scroll of the page', () => {
    const start = vi.fn();
    whenIntent(document, start);
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
  });

  it('holds a click on a script-only control and gives it again once, after hydration', () => {
    document.body.innerHTML = `<button type="button" aria-expanded="false"><span>Menu</span></button>
      <a href="#x">link</a><form><button>Send</button></form>`;
    const [menu, send] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    const clicked = vi.fn();
    const held = holdClicks(document);
    menu.addEventListener('click', clicked);
    menu.querySelector('span')?.click();
    menu.click();
    expect(clicked).not.toHaveBeenCalled();
    held.release();
    expect(clicked).toHaveBeenCalledTimes(1);
    // Links and a form's submit button keep their native behaviour before hydration.
    expect(scriptOnlyControl(document.querySelector('a'))).toBeNull();
    expect(scriptOnlyControl(send)).toBeNull();
  });
});

/** A controlled field, and an uncontrolled one that is set to its default when mounted (as react-hook-form does). */
function Form({ onName }: { onName: (value: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form>
      <input
        aria-label="name"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          onName(e.target.value);
        }}
      />
      <input
        aria-label="email"
        defaultValue=""
        ref={(el) => {
          if (el) el.value = '';
        }}
      />
      <input aria-label="terms" type="checkbox" defaultChecked={false} />
    </form>
  );
}

describe('what was typed before hydration', () => {
  it('is kept, and React and the form see it', async () => {
    const onName = vi.fn();
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form onName={() => {}} />);
    document.body.append(root);
    const [name, email, terms] = [...root.querySelectorAll('input')] as [
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
    ];
    name.value = 'Somchai';
    email.value = 'somchai@example.com';
    terms.checked = true;
    const typed = rememberTyped(root);
    expect(typed).toHaveLength(3);
    await act(async () => {
      hydrateRoot(root, <Form onName={onName} />);
    });
    // Without the restore, the mounted form has wiped the uncontrolled field.
    expect(email.value).toBe('');
    act(() => restoreTyped(typed));
    expect(name.value).toBe('Somchai');
    expect(onName).toHaveBeenLastCalledWith('Somchai');
    expect(email.value).toBe('somchai@example.com');
    expect(terms.checked).toBe(true);
  });

  it('leaves untouched fields out', () => {
    document.body.innerHTML = '<input value="preset"><textarea></textarea>';
    expect(rememberTyped(document.body)).toEqual([]);
  });
});

describe('the page script starts after the first paint', () => {
  const run = (visibility: DocumentVisibilityState) => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    const tag = document.createElement('script');
    tag.dataset.src = '/assets/entry.js';
    tag.dataset.preload = '/assets/a.js /assets/b.js';
    document.head.append(tag);
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    new Function(START_SCRIPT)();
    vi.restoreAllMocks();
  };
  const started = () => document.head.querySelector('script[type="module"]')?.getAttribute('src');

  it('not before a frame is drawn, then with its chunks preloaded', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    run('visible');
    expect(started()).toBeUndefined();
    vi.advanceTimersToNextFrame();
    expect(started()).toBeUndefined();
    vi.runAllTimers();
    expect(started()).toBe('/assets/entry.js');
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/a.js', '/assets/b.js']);
    vi.useRealTimers();
  });

  it('at once in a background tab, which draws no frame', () => {
    run('hidden');
    expect(started()).toBe('/assets/entry.js');
  });
});
