import { useRef, type KeyboardEvent } from 'react';

export interface UseRovingRadioOptions {
  count: number;
  /** Index of the checked item, or -1. */
  checkedIndex: number;
  /** Unavailable items still take focus (aria-disabled) but are never checked. */
  isDisabled: (index: number) => boolean;
  onSelect: (index: number) => void;
}

/**
 * Keyboard of a WAI-ARIA radio group built from buttons: one tab stop (the checked item, else the
 * first available one); arrows move focus and check available items; Home/End jump; Space checks.
 */
export function useRovingRadio({ count, checkedIndex, isDisabled, onSelect }: UseRovingRadioOptions) {
  const refs = useRef<Array<HTMLElement | null>>([]);
  const firstAvailable = Array.from({ length: count }, (_, i) => i).find((i) => !isDisabled(i)) ?? 0;
  const tabStop = checkedIndex >= 0 ? checkedIndex : firstAvailable;

  const move = (to: number) => {
    const next = (to + count) % count;
    refs.current[next]?.focus();
    if (!isDisabled(next)) onSelect(next);
  };

  const getItemProps = (index: number) => ({
    ref: (el: HTMLElement | null) => {
      refs.current[index] = el;
    },
    tabIndex: index === tabStop ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      switch (event.key) {
        case 'ArrowRight':
        case 'ArrowDown':
          move(index + 1);
          break;
        case 'ArrowLeft':
        case 'ArrowUp':
          move(index - 1);
          break;
        case 'Home':
          move(0);
          break;
        case 'End':
          move(count - 1);
          break;
        case ' ':
        case 'Enter':
          if (!isDisabled(index)) onSelect(index);
          break;
        default:
          return;
      }
      event.preventDefault();
    },
  });

  return { getItemProps };
}
