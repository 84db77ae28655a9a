import { useId, useRef, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useInputsBeforeHydration } from '../../private/useInputsBeforeHydration';
import { Icon } from '../Icon';
import * as css from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, rendered as the group's legend. */
  label: ReactNode;
  options: readonly RadioOption[];
  /** Form field name; generated when absent (native radios need one to form a group). */
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Groups are required unless optional (asterisk, aria-required). */
  optional?: boolean;
  disabled?: boolean;
  orientation?: RadioGroupOrientation;
}

/**
 * One choice of a few, on native radio inputs: the browser gives the single tab stop and the
 * arrow keys (which move and select, skipping disabled options), and forms get the value.
 */
export function RadioGroup({
  label,
  options,
  name: nameProp,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  hint,
  error,
  optional = false,
  disabled = false,
  orientation = 'vertical',
}: RadioGroupProps) {
  const autoId = useId().replace(/:/g, '');
  const name = nameProp ?? `radio${autoId}`;
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const hintId = hint ? `${name}-${autoId}-hint` : undefined;
  const errorId = error ? `${name}-${autoId}-error` : undefined;
  // An option chosen in the server-rendered page before it hydrated is reported once the page can
  // handle it.
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  useInputsBeforeHydration(() => {
    const chosen = fieldsetRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (chosen && chosen.value !== value) setValue(chosen.value);
  });

  return (
    <fieldset
      ref={fieldsetRef}
      className={css.fieldset}
      disabled={disabled}
      role="radiogroup"
      aria-required={optional ? undefined : true}
      aria-invalid={error ? true : undefined}
      aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      data-disabled={disabled || undefined}
    >
      <legend className={css.legend}>
        {label}
        {optional ? null : (
          <span aria-hidden="true" className={css.asterisk}>
            *
          </span>
        )}
      </legend>
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      <div className={css.options} data-orientation={orientation}>
        {options.map((option) => {
          const id = `${name}-${autoId}-${option.value}`;
          const checked = option.value === value;
          const descriptionId = option.description ? `${id}-description` : undefined;
          return (
            <div
              key={option.value}
              className={css.option}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={option.disabled || disabled || undefined}
            >
              <input
                id={id}
                type="radio"
                className={css.input}
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                onChange={() => setValue(option.value)}
              />
              <span className={css.text}>
                <label htmlFor={id} className={css.label}>
                  {option.label}
                </label>
                {option.description ? (
                  <span id={descriptionId} className={css.description}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      <div aria-live="polite" className={css.errorRegion}>
        {error ? (
          <p id={errorId} className={css.error}>
            <Icon name="alert" size="small" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
