import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartLayout } from './CartLayout';

describe('CartLayout', () => {
  it('puts the items first and names the summary column', () => {
    render(<CartLayout main={<p>Items</p>} aside={<p>Totals</p>} asideLabel="Order summary" />);
    const aside = screen.getByRole('complementary', { name: 'Order summary' });
    expect(aside).toHaveTextContent('Totals');
    expect(
      screen.getByText('Items').compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
