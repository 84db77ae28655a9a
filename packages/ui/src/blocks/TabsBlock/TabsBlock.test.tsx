import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabsBlock } from './TabsBlock';

const items = [
  { name: 'Ingredients', content: <p>Birch sap</p> },
  { name: 'How to use', content: <p>Two drops</p> },
];

describe('TabsBlock', () => {
  it('puts every panel in the server HTML', () => {
    const html = renderToString(<TabsBlock items={items} defaultIndex={1} />);
    expect(html).toContain('Birch sap');
    expect(html).toContain('Two drops');
  });

  it('opens the default tab, switches with the keyboard and sets the panel height', async () => {
    render(<TabsBlock items={items} defaultIndex={1} minHeight="200px" />);
    const tab = screen.getByRole('tab', { name: 'How to use' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    tab.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Birch sap').parentElement?.getAttribute('style')).toContain('200px');
  });

  it('renders nothing without items and clamps the default index', () => {
    const { container, rerender } = render(<TabsBlock items={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<TabsBlock items={items} defaultIndex={9} />);
    expect(screen.getByRole('tab', { name: 'How to use' })).toHaveAttribute('aria-selected', 'true');
  });
});
