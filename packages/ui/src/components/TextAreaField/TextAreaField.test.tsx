import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a labelled, required text area that reports each change', () => {
    const onValueChange = vi.fn();
    render(<TextAreaField label="Message" value="" onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: /Message/ });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('aria-required', 'true');
    fireEvent.change(field, { target: { value: 'Hello' } });
    expect(onValueChange).toHaveBeenCalledWith('Hello');
  });

  it('counts characters against maxLength and is described by its hint and message', () => {
    render(
      <TextAreaField
        label="Note"
        value="abc"
        onValueChange={() => {}}
        maxLength={10}
        hint="Short"
        error="Too short"
      />,
    );
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    const describedBy = screen.getByRole('textbox').getAttribute('aria-describedby') ?? '';
    expect(describedBy).toContain(screen.getByText('Short').id);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
