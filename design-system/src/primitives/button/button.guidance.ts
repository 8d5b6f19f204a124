import { defineGuidance } from '../../../stories-support/guidance';
import { common } from '../../../stories-support/sample-text';

export const guidance = defineGuidance({
  purpose:
    'Starts an action: submits a form, opens a dialog, starts the trial. With `asChild` a router link can take its look when a call to action leads to another page.',
  whenToUse: [
    'The one main action of a view or form, such as "Start free trial" or "Send".',
    'Secondary actions beside it in the `outline`, `secondary` or `ghost` variants.',
    'A destructive, confirmed action (delete a store connection) in the `danger` variant.',
    '`accent` only for the sign-up call to action, so it stands out the same way on every page.',
  ],
  whenNotToUse: [
    { text: 'Moving to another page inside running text.', use: 'Primitives/Link' },
    { text: 'Opening the site search from the header.', use: 'Navigation/SearchTrigger' },
  ],
  examples: [
    {
      do: {
        story: 'DoOnePrimaryAction',
        caption: 'One primary button per view; the other choices are outline or ghost.',
      },
      dont: {
        story: 'DontManyPrimaryActions',
        caption: 'Three primary buttons compete: the seller cannot tell which step matters.',
      },
    },
    {
      do: { story: 'DoVerbLabel', caption: 'The label says what happens: "Start free trial".' },
      dont: {
        story: 'DontVagueLabel',
        caption: '"Click here" says nothing out of context or to a screen reader.',
      },
    },
  ],
  content: [
    {
      rule: 'Start with a verb and say what happens, in sentence case and without a full stop. Two to four words; no "Click here", "Submit" or "OK".',
      examples: common.signUp,
    },
    {
      rule: 'Keep the label while loading and pass `loadingLabel` saying what is happening; do not swap the label for "Loading".',
      examples: {
        en_US: 'Saving…',
        in: 'Menyimpan…',
        th: 'กำลังบันทึก…',
        vi: 'Đang lưu…',
        zh_CN: '正在保存…',
        ms_MY: 'Menyimpan…',
      },
    },
  ],
  accessibility: [
    'Renders a real <button type="button"> (type="submit" only when asked), so Enter and Space work and it is in the tab order.',
    '`loading` keeps the button focusable (aria-disabled, aria-busy) so focus is not lost mid-submit, and announces `loadingLabel` through role="status".',
    'An icon-only button (`size="icon"`) needs an `aria-label` or VisuallyHidden text naming the action.',
    'With `asChild` and `disabled`, the child gets aria-disabled; a disabled link still needs its click handled by the page.',
  ],
  related: ['Primitives/Link', 'Primitives/Spinner', 'Navigation/SearchTrigger', 'Forms/Form'],
});
