import { useState } from 'react';

/**
 * The house "threes" for form controls: `value` (controlled), `defaultValue` (uncontrolled start)
 * and `onValueChange`. The setter always reports and only stores when uncontrolled.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onValueChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const set = (next: T) => {
    if (!controlled) setInner(next);
    onValueChange?.(next);
  };
  return [controlled ? value : inner, set];
}
