import { useEffect, useState, type FormEvent, type RefObject } from 'react';

/** A form's values: each field a string (text) or a boolean (checkbox). */
export type FormValues<V> = { [K in keyof V]: string | boolean };
export type FormErrors<V extends FormValues<V>> = Partial<Record<keyof V, string>>;

export interface UseBlockFormOptions<V extends FormValues<V>> {
  initialValues: V;
  /** Pure check of every field; returns a message per invalid field. */
  validate: (values: V) => FormErrors<V>;
  /** Called with the values only when `validate` found nothing. */
  onValid: (values: V) => void;
  /** The <form>: focus moves to its first invalid control after a failed submit. */
  formRef: RefObject<HTMLFormElement | null>;
}

export interface BlockForm<V extends FormValues<V>> {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Messages to show: a field's own once it was left, every field's after a submit attempt. */
  errors: FormErrors<V>;
  blur: (key: keyof V) => () => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  attempted: boolean;
}

/**
 * Form state of the CMS forms: values stay in the component (a failed submit never clears what the
 * shopper typed), messages appear on blur or after a submit attempt, and focus goes to the first
 * invalid control so keyboard and screen-reader users land on what to fix.
 */
export function useBlockForm<V extends FormValues<V>>({
  initialValues,
  validate,
  onValid,
  formRef,
}: UseBlockFormOptions<V>): BlockForm<V> {
  const [values, setValues] = useState<V>(initialValues);
  const [left, setLeft] = useState<ReadonlySet<keyof V>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (failedSubmits === 0) return;
    // After the render that set aria-invalid on the fields.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits, formRef]);
  const all = validate(values);
  const errors: FormErrors<V> = {};
  for (const key of Object.keys(all) as (keyof V)[]) {
    if (attempted || left.has(key)) errors[key] = all[key];
  }
  return {
    values,
    set: (key, value) => setValues((v) => ({ ...v, [key]: value })),
    errors,
    blur: (key) => () =>
      setLeft((s) => {
        if (s.has(key)) return s;
        const next = new Set(s);
        next.add(key);
        return next;
      }),
    submit: (event) => {
      event.preventDefault();
      setAttempted(true);
      const found = validate(values);
      if (Object.keys(found).length > 0) {
        setFailedSubmits((n) => n + 1);
        return;
      }
      onValid(values);
    },
    attempted,
  };
}

/** Trims every string value (what the app receives). */
export function trimmed<V extends FormValues<V>>(values: V): V {
  const out = { ...values };
  for (const key of Object.keys(out) as (keyof V)[]) {
    const value = out[key];
    if (typeof value === 'string') out[key] = value.trim() as V[keyof V];
  }
  return out;
}
