import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as css from './TextField.css';

/** Ids and ARIA that a field's control takes from its frame. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldFrameProps {
  /** Id of the control; generated when absent. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Optional fields have no asterisk; every other field shows one (spec §5). */
  optional?: boolean;
  /** Text after the label of an optional field, e.g. "(optional)"; none by default. */
  optionalLabel?: ReactNode;
  disabled?: boolean;
  /** The character counter "n / max". */
  counter?: { count: number; max: number };
  /** Extra ids to describe the control with (e.g. a format hint of the app). */
  describedBy?: string;
  /** `label` for a labelable control; `span` when the control is labelled by id (groups). */
  labelElement?: 'label' | 'span';
  children: (control: FieldControlProps & { labelId: string }) => ReactNode;
}

/**
 * Label, required mark, control, hint, message and counter in the kit's rhythm, with the ids
 * wired: the control is described by its hint, its message and its counter.
 */
export function FieldFrame({
  id: idProp,
  label,
  hint,
  error,
  optional = false,
  optionalLabel,
  disabled = false,
  counter,
  describedBy,
  labelElement = 'label',
  children,
}: FieldFrameProps) {
  const autoId = useId();
  const id = idProp ?? `field${autoId.replace(/:/g, '')}`;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const describedby = [describedBy, errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;
  const LabelTag = labelElement;

  return (
    <div className={css.field} data-disabled={disabled || undefined} data-invalid={error ? '' : undefined}>
      <div className={css.labelRow}>
        <LabelTag id={labelId} className={css.label} {...(labelElement === 'label' ? { htmlFor: id } : {})}>
          {label}
          {optional ? (
            optionalLabel ? (
              // The space keeps the accessible name "Middle name optional", not "Middle nameoptional".
              <>
                {' '}
                <span className={css.optionalMark}>{optionalLabel}</span>
              </>
            ) : null
          ) : (
            <span aria-hidden="true" className={css.asterisk}>
              *
            </span>
          )}
        </LabelTag>
      </div>
      {children({
        id,
        labelId,
        'aria-describedby': describedby,
        'aria-invalid': error ? true : undefined,
        'aria-required': optional ? undefined : true,
      })}
      <div className={css.below}>
        <div className={css.messages}>
          {/* Always present, so the message is announced when it appears on blur. */}
          <div aria-live="polite">
            {error ? (
              <p id={errorId} className={css.error}>
                <Icon name="alert" size="small" />
                <span>{error}</span>
              </p>
            ) : null}
          </div>
          {hint ? (
            <p id={hintId} className={css.hint}>
              {hint}
            </p>
          ) : null}
        </div>
        {counter ? (
          <p
            id={counterId}
            className={css.counter}
            data-state={counter.count > counter.max ? 'over' : 'within'}
          >
            {counter.count} / {counter.max}
          </p>
        ) : null}
      </div>
    </div>
  );
}
