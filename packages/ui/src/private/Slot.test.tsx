import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mergeSlotProps, Slot, Slottable } from './Slot';

describe('Slot', () => {
  it('renders the child with merged props: child wins, classes join, styles merge, handlers run child first', () => {
    const order: string[] = [];
    const ref = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        ref={ref}
        className="slot"
        style={{ color: 'red', margin: 0 }}
        title="slot"
        onClick={() => order.push('slot')}
      >
        <a
          ref={childRef}
          href="/cart"
          className="child"
          style={{ color: 'blue' }}
          title="child"
          onClick={() => order.push('child')}
        >
          Bag
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Bag' });
    expect(link.className).toBe('slot child');
    expect(link.getAttribute('style')).toContain('color: blue');
    expect(link.getAttribute('style')).toContain('margin: 0');
    expect(link.title).toBe('child');
    fireEvent.click(link);
    expect(order).toEqual(['child', 'slot']);
    expect(ref.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it('puts the other children inside the Slottable element, in order', () => {
    render(
      <Slot aria-label="Cart">
        <span data-testid="before">1</span>
        <Slottable>
          <a href="/cart">Bag</a>
        </Slottable>
        <span data-testid="after">2</span>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.textContent).toBe('1Bag2');
    expect(link.firstElementChild).toBe(screen.getByTestId('before'));
  });

  it('renders nothing for a non-element child', () => {
    const { container } = render(<Slot>text</Slot>);
    expect(container.innerHTML).toBe('');
  });

  it('keeps a slot handler when the child has none', () => {
    const onClick = vi.fn();
    const merged = mergeSlotProps({ onClick, className: 'a' }, { className: undefined });
    expect(merged['onClick']).toBe(onClick);
    expect(merged['className']).toBe('a');
  });
});
