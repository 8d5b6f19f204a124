import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { overflowOf, Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example(props: React.ComponentProps<typeof Tabs>) {
  return (
    <Tabs defaultValue="monthly" {...props}>
      <TabsList aria-label="Billing period">
        <TabsTrigger value="monthly">Monthly</TabsTrigger>
        <TabsTrigger value="yearly">Yearly</TabsTrigger>
        <TabsTrigger value="lifetime" disabled>
          Lifetime
        </TabsTrigger>
      </TabsList>
      <TabsContent value="monthly">Monthly prices</TabsContent>
      <TabsContent value="yearly">Yearly prices</TabsContent>
      <TabsContent value="lifetime">Lifetime prices</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab, labelled by it', () => {
    render(<Example />);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Monthly prices');
    expect(panel).toHaveAccessibleName('Monthly');
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping round', async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Yearly' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('yearly');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
  });

  it('passes its variant to the list and the triggers', () => {
    render(<Example variant="pill" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('data-variant', 'pill');
    const trigger = screen.getByRole('tab', { name: 'Yearly' });
    expect(trigger).toHaveAttribute('data-variant', 'pill');
    expect(trigger.className).toContain('rounded-md');
  });

  it('marks the edge with more tabs behind it while the row scrolls: the cue the hidden scroll bar is not', () => {
    // jsdom has no layout: give the tab row a 300 px box over 600 px of tabs.
    const sizes = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('role') === 'tablist' ? 600 : 0;
    });
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('role') === 'tablist' ? 300 : 0;
    });
    try {
      render(<Example />);
      const list = screen.getByRole('tablist');
      expect(list).toHaveAttribute('data-overflow', 'end');
      list.scrollLeft = 150;
      fireEvent.scroll(list);
      expect(list).toHaveAttribute('data-overflow', 'both');
      list.scrollLeft = 300;
      fireEvent.scroll(list);
      expect(list).toHaveAttribute('data-overflow', 'start');
      expect(list.className).toContain('data-[overflow=start]:[mask-image');
    } finally {
      sizes.mockRestore();
      width.mockRestore();
    }
  });

  it('has no cue when every tab fits, and reads right-to-left scrolling', () => {
    const box = (scrollLeft: number, clientWidth: number, scrollWidth: number) =>
      ({ scrollLeft, clientWidth, scrollWidth }) as HTMLElement;
    expect(overflowOf(box(0, 300, 300))).toBeUndefined();
    expect(overflowOf(box(-150, 300, 600))).toBe('both');
    expect(overflowOf(box(-300, 300, 600))).toBe('start');
  });
});
