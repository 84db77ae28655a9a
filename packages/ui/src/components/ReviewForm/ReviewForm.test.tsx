import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './ReviewForm';

describe('ReviewForm', () => {
  it('keeps a star, text and the agreement chosen in the server-rendered form before it hydrated', async () => {
    const onSubmit = vi.fn();
    const form = <ReviewForm onSubmit={onSubmit} agreementLabel="I agree to the terms and conditions" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);

    // The shopper acts on the page the server sent, before any script ran.
    const field = (selector: string) => container.querySelector<HTMLInputElement>(selector)!;
    field('input[name="rating"][value="4"]').checked = true;
    field('input[name="nickname"]').value = 'Mia';
    field('input[name="summary"]').value = 'Lovely gel';
    container.querySelector<HTMLTextAreaElement>('textarea[name="text"]')!.value = 'Gentle and fresh.';
    field('input[name="agreement"]').checked = true;

    await act(async () => {
      hydrateRoot(container, form);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit review' }));

    expect(screen.queryByText('Is required')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 4,
      nickname: 'Mia',
      summary: 'Lovely gel',
      text: 'Gentle and fresh.',
      agreed: true,
    });
    container.remove();
  });

  it('asks for every field when nothing was chosen', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const form = <ReviewForm onSubmit={onSubmit} agreementLabel="I agree to the terms and conditions" />;
    container.innerHTML = renderToString(form);
    await act(async () => {
      hydrateRoot(container, form);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Is required')).toHaveLength(5);
    container.remove();
  });

  it('after a failed submit, focus goes to the first field in error, not to a star already chosen', async () => {
    const user = userEvent.setup();
    const form = <ReviewForm onSubmit={vi.fn()} agreementLabel="I agree to the terms and conditions" />;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(form);
    await act(async () => {
      hydrateRoot(container, form);
    });
    await user.click(screen.getByRole('radio', { name: /4 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('textbox', { name: /Nickname/ })).toHaveFocus();
    container.remove();
  });
});
