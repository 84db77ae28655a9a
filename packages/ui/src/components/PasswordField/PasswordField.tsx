import { forwardRef, useRef, useState, type ReactNode } from 'react';
import { password as passwordRule } from '../../validation';
import { TextField, type TextFieldProps } from '../TextField';
import { toggle } from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
  /** Check the spec's 3-of-4 character classes (new passwords); off for sign-in. */
  checkStrength?: boolean;
  /** Start with the password visible. */
  defaultVisible?: boolean;
  /** Text on the toggle; defaults to its accessible name. */
  toggleText?: (visible: boolean) => ReactNode;
}

/**
 * A password input with a show/hide toggle. Switching keeps focus and the caret where they were,
 * so the customer can check what they typed and go on typing.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    showLabel = 'Show password',
    hideLabel = 'Hide password',
    checkStrength = false,
    defaultVisible = false,
    toggleText,
    rules = [],
    autoComplete,
    maxLength = null,
    disabled,
    ...rest
  },
  forwardedRef,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = (el: HTMLInputElement | null) => {
    inputRef.current = el;
    if (typeof forwardedRef === 'function') forwardedRef(el);
    else if (forwardedRef) forwardedRef.current = el;
  };

  const flip = () => {
    const input = inputRef.current;
    const selection = input ? [input.selectionStart, input.selectionEnd] : null;
    const hadFocus = input !== null && document.activeElement === input;
    setVisible((v) => !v);
    // After the type switch, put the caret back where it was (browsers reset it on type change).
    requestAnimationFrame(() => {
      if (!input || !selection || selection[0] === null || selection[0] === undefined) return;
      if (hadFocus) input.focus();
      input.setSelectionRange(selection[0], selection[1] ?? selection[0]);
    });
  };

  const name = visible ? hideLabel : showLabel;
  return (
    <TextField
      {...rest}
      ref={setRefs}
      type={visible ? 'text' : 'password'}
      disabled={disabled}
      maxLength={maxLength}
      autoComplete={autoComplete ?? (checkStrength ? 'new-password' : 'current-password')}
      spellCheck={false}
      autoCapitalize="off"
      data-password-visible={visible ? 'true' : 'false'}
      rules={checkStrength ? [passwordRule(), ...rules] : rules}
      endSlot={
        <button
          type="button"
          className={toggle}
          aria-label={name}
          aria-controls={rest.id}
          disabled={disabled}
          // Keep focus in the input when the toggle is clicked with a mouse.
          onMouseDown={(event) => {
            if (document.activeElement === inputRef.current) event.preventDefault();
          }}
          onClick={flip}
        >
          {toggleText ? toggleText(visible) : visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
});
