import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../components/TextField/Field';
import { control } from '../components/TextField/TextField.css';
import { characterCount } from '../validation';
import { textarea } from './MultilineField.css';

export interface MultilineFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'className' | 'style' | 'value' | 'maxLength'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  optional?: boolean;
  /** Shows the counter "n / max". */
  maxLength?: number | null;
}

/** A labelled text area in the field rhythm of TextField (review text, gift card message). */
export function MultilineField({
  label,
  value,
  onValueChange,
  error,
  optional = false,
  maxLength,
  rows = 5,
  ...rest
}: MultilineFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      optional={optional}
      counter={maxLength ? { count: characterCount(value), max: maxLength } : undefined}
    >
      {({ labelId: _labelId, ...aria }) => (
        <textarea
          {...rest}
          {...aria}
          rows={rows}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={`${control({ invalid: Boolean(error) })} ${textarea}`}
        />
      )}
    </FieldFrame>
  );
}
