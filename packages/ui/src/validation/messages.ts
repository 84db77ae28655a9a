/**
 * Spec §5 validation messages, word for word. Apps translate by passing their own `message` to a
 * rule; these are the shop's English defaults.
 */
export const validationMessages = {
  email: 'The entered email is not valid',
  phone: 'The entered phone number has an incorrect format',
  required: 'Is required',
  minLength: 'Must contain more characters',
  /** Default maximum-length text (note the typographic apostrophe). `{max}` is replaced. */
  maxLength: 'This field can’t contain more than {max} characters',
  /** The spec's other reading of the maximum-length text. */
  maxLengthShort: 'Must have less characters',
  countryCode: 'Country code is not valid',
  postcode: 'Invalid zip code',
  mustMatch: 'Fields must match',
  mustDiffer: 'Fields must be different',
  latinOnly: 'Please use Latin characters only',
  password:
    'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
  searchTerm: 'Search term must be at least two characters.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** Spec §9: text fields hold at most 65 characters. */
export const defaultMaxLength = 65;
/** Spec §9: a search term has at least 2 characters. */
export const searchTermMinLength = 2;
