import { Slot, Slottable } from '../../private/Slot';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { button, buttonSizes, buttonVariants, spinner } from './Button.css';

export { buttonSizes, buttonVariants };
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fill the width of the parent. */
  fullWidth?: boolean;
  /** Only an icon (give it an aria-label): a square button without the text's side padding. */
  iconOnly?: boolean;
  /** Shows a spinner, keeps the width, sets aria-busy and ignores clicks. */
  loading?: boolean;
  /** Render the single child (e.g. a router link) with the button's looks and behaviour. */
  asChild?: boolean;
}

/** The shop's call to action. Uppercase label, calm colours, one primary per view. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    iconOnly = false,
    loading = false,
    disabled = false,
    asChild = false,
    type,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const inert = loading || disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };
  const shared = {
    ...rest,
    ref,
    className: button({ variant, size, fullWidth, iconOnly, disabled }),
    onClick: handleClick,
    'aria-busy': loading || undefined,
    'data-state': loading ? 'loading' : disabled ? 'disabled' : 'idle',
  };
  const spin = loading ? <span aria-hidden="true" className={spinner} /> : null;

  if (asChild) {
    return (
      <Slot {...shared} aria-disabled={inert || undefined} {...(disabled ? { tabIndex: -1 } : {})}>
        <Slottable>{children}</Slottable>
        {spin}
      </Slot>
    );
  }
  // Loading keeps focus (aria-disabled); disabled uses the native attribute.
  return (
    <button {...shared} type={type ?? 'button'} disabled={disabled} aria-disabled={loading || undefined}>
      {children}
      {spin}
    </button>
  );
});
