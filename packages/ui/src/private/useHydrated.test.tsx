import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewForm } from '../components/ReviewForm';
import { StockAlertForm } from '../components/StockAlertForm';
import { CouponForm } from '../components/CouponForm';
import { Newsletter } from '../blocks/Newsletter';

const noop = () => undefined;
const forms = {
  StockAlertForm: <StockAlertForm onSubmit={noop} agreementLabel="I agree" />,
  ReviewForm: <ReviewForm onSubmit={noop} agreementLabel="I agree" />,
  CouponForm: <CouponForm onApply={noop} onRemove={noop} />,
  Newsletter: <Newsletter onSubmit={noop} />,
};

/** The `<button type="submit" …>` tags of some HTML. */
const submitButtons = (html: string) => html.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];

describe('forms whose submit runs script', () => {
  it.each(Object.entries(forms))('%s: the server-rendered submit button is disabled', (_, form) => {
    const buttons = submitButtons(renderToString(form));
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).toMatch(/\sdisabled=""/);
  });

  it.each(Object.entries(forms))('%s: rendered in the browser, it can be pressed', (_, form) => {
    render(form);
    for (const button of screen.getAllByRole('button').filter((b) => b.getAttribute('type') === 'submit')) {
      expect(button).toBeEnabled();
    }
  });
});
