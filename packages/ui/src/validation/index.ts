export { validationMessages, defaultMaxLength, searchTermMinLength } from './messages';
export type { ValidationMessageKey } from './messages';
export {
  required,
  email,
  phone,
  minLength,
  maxLength,
  maxLengthMessage,
  maxLengthMessageStyles,
  countryCode,
  postcode,
  postcodeMessage,
  mustMatch,
  mustDiffer,
  latinOnly,
  password,
  searchTerm,
  isValidEmail,
  isValidPhone,
  isValidCountryCode,
  isLatinOnly,
  passwordClasses,
  characterCount,
} from './rules';
export type {
  ValidationRule,
  ValidationContext,
  RuleOptions,
  MaxLengthOptions,
  MaxLengthMessageStyle,
  PostcodeOptions,
} from './rules';
export { postcodeFormats, postcodeFormat, postcodeHint, isValidPostcode } from './postcode';
export type { PostcodeFormat, PostcodeCountry } from './postcode';
export { validate } from './validate';
export { useFieldValidation } from './useFieldValidation';
export type { UseFieldValidationOptions, FieldValidation } from './useFieldValidation';
