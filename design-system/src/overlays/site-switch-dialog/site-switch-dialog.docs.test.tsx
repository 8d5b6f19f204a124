// The SiteSwitchDialog docs page: its stories render in their own frame (a modal covers its document) and
// the controls change the text shown, which otherwise follows the toolbar language.
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { siteSwitchText } from '../../../stories-support/layouts-samples';
import { sampleOrEdited } from '../../../stories-support/sample-text';
import meta from './site-switch-dialog.stories';

type Render = (args: object, ctx: object) => ReactElement<Record<string, unknown>>;
const render = meta.render as unknown as Render;
const shown = (args: object, locale: string) =>
  render(args, { globals: { locale }, initialArgs: meta.args, args }).props;

describe('SiteSwitchDialog stories', () => {
  it('show the toolbar language until a control is edited', () => {
    expect(shown(meta.args, 'th').title).toBe(siteSwitchText.th.title);
    expect(shown(meta.args, 'en_US').hint).toBe(siteSwitchText.en_US.hint);
  });

  it('show what a control sets, in any language', () => {
    const props = shown({ ...meta.args, title: 'Edited title', device: 'phone' }, 'zh_CN');
    expect(props.title).toBe('Edited title');
    expect(props.description).toBe(siteSwitchText.zh_CN.description);
    expect(props.device).toBe('phone');
  });

  it('render in a frame of their own on the docs page', () => {
    expect(meta.parameters.docs.story).toMatchObject({ inline: false });
  });
});

describe('sampleOrEdited', () => {
  it('keeps the sample for an object arg Storybook copied unchanged', () => {
    const initial = { options: [{ value: 'a' }], label: 'Label' };
    const args = { options: [{ value: 'a' }], label: 'Label' };
    expect(sampleOrEdited({ options: [{ value: 'th' }] }, args, { initialArgs: initial })).toEqual({
      options: [{ value: 'th' }],
    });
    expect(sampleOrEdited({ label: 'ป้าย' }, { ...args, label: 'Edited' }, { initialArgs: initial })).toEqual({
      label: 'Edited',
    });
  });
});
