import { useCallback, useState } from 'react';
import type { ValidationContext, ValidationRule } from './rules';
import { validate } from './validate';

export interface UseFieldValidationOptions {
  value: string;
  rules: readonly ValidationRule[];
  context?: ValidationContext;
  /** Show the message now, e.g. after a submit attempt, without waiting for a blur. */
  touched?: boolean;
}

export interface FieldValidation {
  /** The message to show: null until the field was left once (or `touched`), then live. */
  error: string | null;
  /** The message the value has right now, shown or not. */
  currentError: string | null;
  /** Call from the field's blur: from then on the message follows every change. */
  onBlur: () => void;
  /** Marks the field touched and returns its message (for submit handlers). */
  validateNow: () => string | null;
  touched: boolean;
}

/**
 * Validate on blur, then on change: a customer is not told off while typing for the first time,
 * and once told, sees the message go away as soon as the value is right.
 */
export function useFieldValidation({
  value,
  rules,
  context,
  touched: forced = false,
}: UseFieldValidationOptions): FieldValidation {
  const [blurred, setBlurred] = useState(false);
  const touched = blurred || forced;
  const currentError = validate(value, rules, context);
  const onBlur = useCallback(() => setBlurred(true), []);
  const validateNow = () => {
    setBlurred(true);
    return currentError;
  };
  return { error: touched ? currentError : null, currentError, onBlur, validateNow, touched };
}
