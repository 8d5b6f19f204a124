import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid, Stack } from './stack';

describe('Stack', () => {
  it('is a column with a medium gap by default', () => {
    render(<Stack>Items</Stack>);
    const stack = screen.getByText('Items');
    expect(stack).toHaveAttribute('data-direction', 'column');
    expect(stack.className).toContain('flex-col');
    expect(stack.className).toContain('gap-4');
  });

  it('switches from column to row at md when responsive', () => {
    render(
      <Stack direction="responsive" gap="xs" justify="between" wrap>
        Items
      </Stack>,
    );
    const stack = screen.getByText('Items');
    expect(stack.className).toContain('md:flex-row');
    expect(stack.className).toContain('flex-wrap');
    expect(stack.className).toContain('justify-between');
  });
});

describe('Grid', () => {
  it('starts at one column and grows to the requested count', () => {
    render(<Grid columns={4}>Cells</Grid>);
    const grid = screen.getByText('Cells');
    expect(grid).toHaveAttribute('data-columns', '4');
    expect(grid.className).toContain('grid-cols-1');
    expect(grid.className).toContain('lg:grid-cols-4');
  });

  it('renders as a list with asChild', () => {
    render(
      <Grid asChild columns={2}>
        <ul>
          <li>One</li>
        </ul>
      </Grid>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('data-slot', 'grid');
  });
});
