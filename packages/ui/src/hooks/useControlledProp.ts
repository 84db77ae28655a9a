import { useState } from 'react';

/**
 * One stateful prop in the house "threes": `value` (controlled), `defaultValue` (uncontrolled
 * start) and `onValueChange`. Returns the current value and a setter that always reports the
 * change and only stores it when uncontrolled.
 */
export function useControlledProp<T>(
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
