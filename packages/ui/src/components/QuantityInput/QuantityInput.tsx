import { useUiTexts } from '../../private/uiTexts';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import * as css from './QuantityInput.css';

/** Keeps a quantity within [min, max] on the step grid counted from min. */
export function clampQuantity(value: number, min = 1, max = Infinity, step = 1): number {
  if (!Number.isFinite(value)) return min;
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(Math.max(stepped, min), Math.max(min, max));
}

export interface QuantityInputProps {
  /** Accessible name of the input, e.g. "Quantity". */
  label?: string;
  /** Show the label above (default) or keep it for assistive technology only. */
  labelVisible?: boolean;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  min?: number;
  /** E.g. the product's max_qty; none by default. */
  max?: number;
  step?: number;
  disabled?: boolean;
  decreaseLabel?: string;
  increaseLabel?: string;
  name?: string;
  id?: string;
  /** Below the control, e.g. "Only 3 left in stock". */
  hint?: ReactNode;
}

/**
 * − / + stepper around a number input. The buttons switch off at the bounds; typed values are
 * clamped when the field is left; arrow keys and Page Up/Down step like a native spin button.
 */
export function QuantityInput({
  label = 'Quantity',
  labelVisible = false,
  value: valueProp,
  defaultValue = 1,
  onValueChange,
  min = 1,
  max,
  step = 1,
  disabled = false,
  decreaseLabel: decreaseLabelProp,
  increaseLabel: increaseLabelProp,
  name,
  id: idProp,
  hint,
}: QuantityInputProps) {
  const texts = useUiTexts();
  const decreaseLabel = decreaseLabelProp ?? texts.decreaseQuantity ?? 'Decrease quantity';
  const increaseLabel = increaseLabelProp ?? texts.increaseQuantity ?? 'Increase quantity';
  const autoId = useId().replace(/:/g, '');
  const id = idProp ?? `quantity${autoId}`;
  const upper = max ?? Infinity;
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, upper, step);
    setDraft(null);
    if (clamped !== value) setValue(clamped);
  };
  const atMin = value <= min;
  const atMax = value >= upper;
  const hintId = hint ? `${id}-hint` : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = { ArrowUp: step, ArrowDown: -step, PageUp: step * 10, PageDown: -step * 10 }[event.key];
    if (by !== undefined) {
      event.preventDefault();
      commit(value + by);
    } else if (event.key === 'Home') {
      event.preventDefault();
      commit(min);
    } else if (event.key === 'End' && Number.isFinite(upper)) {
      event.preventDefault();
      commit(upper);
    } else if (event.key === 'Enter' && draft !== null) {
      commit(Number(draft));
    }
  };

  return (
    <div className={css.root} data-disabled={disabled || undefined}>
      <label htmlFor={id} className={labelVisible ? css.label : css.hiddenLabel}>
        {label}
      </label>
      <div className={css.stepper}>
        <button
          type="button"
          className={css.button}
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={disabled || atMin}
          onClick={() => commit(value - step)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          className={css.input}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={Number.isFinite(upper) ? upper : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, ''))}
          onBlur={() => draft !== null && commit(draft === '' ? min : Number(draft))}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={css.button}
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={disabled || atMax}
          onClick={() => commit(value + step)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
