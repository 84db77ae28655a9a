import type { ValidationContext, ValidationRule } from './rules';

/** Runs the rules in order and returns the first message, or null when the value passes all. */
export function validate(
  value: string | null | undefined,
  rules: readonly ValidationRule[],
  context: ValidationContext = {},
): string | null {
  const input = value ?? '';
  for (const rule of rules) {
    const message = rule(input, context);
    if (message) return message;
  }
  return null;
}
