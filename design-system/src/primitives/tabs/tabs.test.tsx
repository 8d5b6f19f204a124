import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

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
});
