import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useInputsBeforeHydration } from '../../private/useInputsBeforeHydration';
import { Icon } from '../Icon';
import * as css from './Checkbox.css';

export const checkboxStates = ['checked', 'unchecked', 'indeterminate'] as const;
export type CheckboxState = (typeof checkboxStates)[number];
export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'type' | 'checked' | 'defaultChecked' | 'children'
> {
  label: ReactNode;
  /** A second line under the label, e.g. what agreeing means. */
  description?: ReactNode;
  error?: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  /** Called with the new state; from indeterminate a click checks. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox with the kit's looks: label, description, message, and the mixed state
 * ("select all" over a partly selected list).
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    id: idProp,
    label,
    description,
    error,
    checked: checkedProp,
    defaultChecked = false,
    onCheckedChange,
    onChange,
    disabled,
    required,
    ...rest
  },
  forwardedRef,
) {
  const autoId = useId();
  const id = idProp ?? `checkbox${autoId.replace(/:/g, '')}`;
  const [checked, setChecked] = useControllableState<CheckedState>(
    checkedProp,
    defaultChecked,
    onCheckedChange as ((next: CheckedState) => void) | undefined,
  );
  const inputRef = useRef<HTMLInputElement | null>(null);
  const indeterminate = checked === 'indeterminate';
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  // A box ticked or cleared in the server-rendered page before it hydrated (a free sample in the
  // bag) is reported once the page can handle it.
  useInputsBeforeHydration(() => {
    const box = inputRef.current;
    if (box && box.checked !== (checked === true)) setChecked(box.checked);
  });

  const state: CheckboxState = indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div className={css.root} data-state={state} data-disabled={disabled || undefined}>
      <div className={css.row}>
        <span className={css.boxWrap}>
          <input
            {...rest}
            ref={(el) => {
              inputRef.current = el;
              if (el) el.indeterminate = indeterminate;
              if (typeof forwardedRef === 'function') forwardedRef(el);
              else if (forwardedRef) forwardedRef.current = el;
            }}
            id={id}
            type="checkbox"
            className={css.input}
            checked={checked === true}
            disabled={disabled}
            required={required}
            aria-checked={indeterminate ? 'mixed' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
            data-state={state}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setChecked(event.target.checked);
              onChange?.(event);
            }}
          />
          <span className={css.mark} aria-hidden="true">
            {indeterminate ? (
              <span className={css.dash} />
            ) : checked ? (
              <Icon name="check" size="small" />
            ) : null}
          </span>
        </span>
        <span className={css.text}>
          <label htmlFor={id} className={css.label}>
            {label}
            {required ? (
              <span aria-hidden="true" className={css.asterisk}>
                *
              </span>
            ) : null}
          </label>
          {description ? (
            <span id={descriptionId} className={css.description}>
              {description}
            </span>
          ) : null}
        </span>
      </div>
      <div aria-live="polite" className={css.errorRegion}>
        {error ? (
          <p id={errorId} className={css.error}>
            <Icon name="alert" size="small" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
});
