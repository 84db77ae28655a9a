import {
  forwardRef,
  useMemo,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import {
  characterCount,
  defaultMaxLength,
  email,
  maxLength as maxLengthRule,
  phone,
  required as requiredRule,
  useFieldValidation,
  type MaxLengthMessageStyle,
  type ValidationContext,
  type ValidationRule,
} from '../../validation';
import { FieldFrame } from './Field';
import { control, slotInput } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'search', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'type' | 'value' | 'defaultValue' | 'maxLength' | 'size' | 'required' | 'children'
> {
  label: ReactNode;
  /** `password` is for PasswordField, which adds the show/hide toggle. */
  type?: TextFieldType | 'password';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Below the control, e.g. a postcode format. */
  hint?: ReactNode;
  /** A message from outside (e.g. the server); wins over the field's own validation. */
  error?: ReactNode;
  /** Fields are required unless optional: no asterisk, no "Is required" (spec §5). */
  optional?: boolean;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalLabel?: ReactNode;
  /**
   * Maximum length, shown as the counter "n / max" and checked by a rule (spec §9: 65). The input
   * does not cut the text: the customer sees the message instead. `null` for no limit; number
   * fields have none by default.
   */
  maxLength?: number | null;
  /** Which of the spec's two maximum-length texts to show. */
  maxLengthMessage?: MaxLengthMessageStyle;
  /** Further rules after the built-in ones (required, maximum length, e-mail / phone format). */
  rules?: readonly ValidationRule[];
  /** Other values of the form and the country, for rules that need them. */
  validationContext?: ValidationContext;
  /** Show the message without waiting for a blur, e.g. after a submit attempt. */
  touched?: boolean;
  /** Turns the built-in rules off (the app validates on its own). */
  noValidate?: boolean;
  /** Element after the input inside the box (e.g. PasswordField's toggle). */
  endSlot?: ReactNode;
}

/**
 * A labelled single-line input with hint, message and character counter. Validates on blur, then
 * on every change (useFieldValidation), with the spec's messages.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    id,
    label,
    type = 'text',
    value: valueProp,
    defaultValue = '',
    onValueChange,
    onChange,
    onBlur,
    hint,
    error: errorProp,
    optional = false,
    optionalLabel,
    maxLength: maxLengthProp,
    maxLengthMessage = 'long',
    rules = [],
    validationContext,
    touched,
    noValidate = false,
    disabled = false,
    readOnly = false,
    endSlot,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const max =
    maxLengthProp === undefined
      ? type === 'number' || type === 'password'
        ? null
        : defaultMaxLength
      : maxLengthProp;

  const allRules = useMemo(() => {
    if (noValidate) return rules;
    const list: ValidationRule[] = [];
    if (!optional) list.push(requiredRule());
    if (max !== null) list.push(maxLengthRule(max, { messageStyle: maxLengthMessage }));
    if (type === 'email') list.push(email());
    if (type === 'tel') list.push(phone());
    return [...list, ...rules];
  }, [noValidate, optional, max, maxLengthMessage, type, rules]);

  const validation = useFieldValidation({ value, rules: allRules, context: validationContext, touched });
  const error = errorProp ?? (disabled || readOnly ? null : validation.error);

  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      optionalLabel={optionalLabel}
      disabled={disabled}
      describedBy={describedBy}
      counter={max !== null ? { count: characterCount(value), max } : undefined}
    >
      {({ labelId: _labelId, ...aria }) => {
        const input = (
          <input
            {...rest}
            {...aria}
            ref={ref}
            type={type}
            value={value}
            disabled={disabled}
            readOnly={readOnly}
            className={endSlot ? slotInput : control({ invalid: Boolean(error) })}
            data-field-input=""
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setValue(event.target.value);
              onChange?.(event);
            }}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              validation.onBlur();
              onBlur?.(event);
            }}
          />
        );
        return endSlot ? (
          <div
            className={control({ invalid: Boolean(error) })}
            data-with-slot=""
            data-disabled={disabled || undefined}
          >
            {input}
            {endSlot}
          </div>
        ) : (
          input
        );
      }}
    </FieldFrame>
  );
});
