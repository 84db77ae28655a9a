import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

function Product({ manual = false }: { manual?: boolean }) {
  return (
    <Tabs.Root defaultValue="about" activationMode={manual ? 'manual' : 'automatic'}>
      <Tabs.List aria-label="Product details">
        <Tabs.Trigger value="about">About</Tabs.Trigger>
        <Tabs.Trigger value="use">How to use</Tabs.Trigger>
        <Tabs.Trigger value="ingredients">Ingredients</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="about">A light serum.</Tabs.Content>
      <Tabs.Content value="use">Morning and evening.</Tabs.Content>
      <Tabs.Content value="ingredients">Cloudberry seed oil.</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('moves with arrows and activates automatically', async () => {
    const user = userEvent.setup();
    render(<Product />);
    await user.click(screen.getByRole('tab', { name: 'About' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'How to use' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Morning and evening.');
  });
  it('waits for Enter in manual mode', async () => {
    const user = userEvent.setup();
    render(<Product manual />);
    await user.click(screen.getByRole('tab', { name: 'About' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Ingredients' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A light serum.');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cloudberry seed oil.');
  });
});
