import type { TextareaHTMLAttributes } from 'react';
import type { ReactNode } from 'react';
import { FieldFrame } from '../TextField/Field';
import { control } from '../TextField/TextField.css';
import { characterCount } from '../../validation';
import { textarea } from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<
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
  /** Help under the field (the control is described by it). */
  hint?: ReactNode;
  /** Extra ids describing the control (e.g. a live list of warnings elsewhere on the page). */
  describedBy?: string;
}

/**
 * A labelled multi-line field in TextField's rhythm: label, required mark, hint, message and the
 * counter "n / max" — review text, gift card message, contact message, pasted CMS markup.
 */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  optional = false,
  maxLength,
  rows = 5,
  hint,
  describedBy,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      optional={optional}
      hint={hint}
      describedBy={describedBy}
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
