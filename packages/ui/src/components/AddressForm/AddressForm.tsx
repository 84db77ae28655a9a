import { useId, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import {
  email as emailRule,
  latinOnly,
  maxLength,
  phone as phoneRule,
  postcode as postcodeRule,
  required,
  validate,
  type ValidationRule,
} from '../../validation';
import { defaultMaxLength, validationMessages } from '../../validation/messages';
import { postcodeHint } from '../../validation/postcode';
import { Checkbox } from '../Checkbox';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import * as css from './AddressForm.css';

/** What the shopper typed, kept as strings so nothing is ever dropped (spec §3 Address). */
export interface AddressFormValue {
  email: string;
  firstname: string;
  middlename: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  region: string;
  postcode: string;
  countryCode: string;
  telephone: string;
  /** Business (legal entity) address: company, registration id and VAT id apply. */
  isBusiness: boolean;
  company: string;
  registrationId: string;
  vatId: string;
}

export type AddressField = Exclude<keyof AddressFormValue, 'isBusiness'>;

export const emptyAddress: AddressFormValue = {
  email: '',
  firstname: '',
  middlename: '',
  lastname: '',
  street1: '',
  street2: '',
  city: '',
  region: '',
  postcode: '',
  countryCode: '',
  telephone: '',
  isBusiness: false,
  company: '',
  registrationId: '',
  vatId: '',
};

export interface AddressFormLabels {
  email: string;
  firstname: string;
  middlename: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  region: string;
  postcode: string;
  /** Format hint under the postcode, e.g. "e.g. 10115". */
  postcodeHint: (example: string) => string;
  country: string;
  chooseCountry: string;
  telephone: string;
  isBusiness: string;
  company: string;
  registrationId: string;
  vatId: string;
  optional: string;
  /** Spec §5 messages. */
  required: string;
  invalidEmail: string;
  invalidPhone: string;
  invalidPostcode: string;
  latinOnly: string;
  maxLength: string;
}

export const defaultAddressFormLabels: AddressFormLabels = {
  email: 'E-mail',
  firstname: 'First name',
  middlename: 'Middle name',
  lastname: 'Last name',
  street1: 'Street address',
  street2: 'Street address, line 2',
  city: 'City',
  region: 'State / region',
  postcode: 'Postcode',
  postcodeHint: (example) => `e.g. ${example}`,
  country: 'Country',
  chooseCountry: 'Choose a country',
  telephone: 'Phone number',
  isBusiness: 'This is a business address',
  company: 'Company or business name',
  registrationId: 'Registration number',
  vatId: 'VAT number',
  optional: 'optional',
  required: validationMessages.required,
  invalidEmail: validationMessages.email,
  invalidPhone: validationMessages.phone,
  invalidPostcode: validationMessages.postcode,
  latinOnly: validationMessages.latinOnly,
  maxLength: validationMessages.maxLength.replace('{max}', String(defaultMaxLength)),
};

export interface AddressRulesOptions {
  withEmail?: boolean;
  /** Optional fields this form requires too (e.g. an address book whose API needs the registration id). */
  required?: readonly AddressField[];
  labels?: Partial<AddressFormLabels>;
}

/** Fields shown for a value (business fields only for a business address, e-mail only when asked). */
export function addressFields(value: AddressFormValue, withEmail = false): AddressField[] {
  return [
    ...(withEmail ? (['email'] as const) : []),
    'firstname',
    'middlename',
    'lastname',
    ...(value.isBusiness ? (['company', 'registrationId', 'vatId'] as const) : []),
    'street1',
    'street2',
    'city',
    'region',
    'postcode',
    'countryCode',
    'telephone',
  ];
}

const EMPTY_FIELDS: readonly AddressField[] = [];
const OPTIONAL: readonly AddressField[] = ['middlename', 'street2', 'region', 'registrationId', 'vatId'];
/** Texts that become part of a postal address: Latin script only (spec §5). */
const LATIN: readonly AddressField[] = [
  'firstname',
  'middlename',
  'lastname',
  'street1',
  'street2',
  'city',
  'region',
  'company',
];

function isOptional(field: AddressField, alsoRequired: readonly AddressField[]): boolean {
  return OPTIONAL.includes(field) && !alsoRequired.includes(field);
}

function rulesFor(
  field: AddressField,
  labels: AddressFormLabels,
  alsoRequired: readonly AddressField[] = [],
): ValidationRule[] {
  const list: ValidationRule[] = [];
  if (!isOptional(field, alsoRequired)) list.push(required({ message: labels.required }));
  if (field !== 'countryCode') list.push(maxLength(defaultMaxLength, { message: labels.maxLength }));
  if (LATIN.includes(field)) list.push(latinOnly({ message: labels.latinOnly }));
  if (field === 'email') list.push(emailRule({ message: labels.invalidEmail }));
  if (field === 'telephone') list.push(phoneRule({ message: labels.invalidPhone }));
  if (field === 'postcode') list.push(postcodeRule({ message: labels.invalidPostcode, withHint: false }));
  return list;
}

/**
 * Spec §5 messages of every shown field that is not right yet (empty object when the address can be
 * saved). Pure, so the checkout checks exactly what the form shows.
 */
export function addressErrors(
  value: AddressFormValue,
  { withEmail = false, required: alsoRequired = [], labels: labelsProp }: AddressRulesOptions = {},
): Partial<Record<AddressField, string>> {
  const labels = { ...defaultAddressFormLabels, ...labelsProp };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of addressFields(value, withEmail)) {
    const message = validate(value[field], rulesFor(field, labels, alsoRequired), {
      country: value.countryCode,
    });
    if (message) errors[field] = message;
  }
  return errors;
}

export interface AddressFormProps {
  /** Fieldset legend, e.g. "Shipping address". */
  legend: ReactNode;
  value?: AddressFormValue;
  defaultValue?: AddressFormValue;
  /** Every keystroke, so the app can keep unsaved text (e.g. in sessionStorage). */
  onValueChange?: (value: AddressFormValue) => void;
  countries: readonly SelectOption[];
  /** Ask for the e-mail address too (guest checkout). */
  withEmail?: boolean;
  /** Offer the business toggle and legal-entity fields. */
  allowBusiness?: boolean;
  /**
   * Optional fields (middle name, street line 2, region, registration id, VAT id) this form
   * requires too: they lose their "optional" mark and get the required rule.
   */
  required?: readonly AddressField[];
  /** Show every message now (after a submit attempt), not only for fields left once. */
  showErrors?: boolean;
  /** Prefix for input names and autocomplete sections, e.g. "shipping". */
  name: string;
  disabled?: boolean;
  labels?: Partial<AddressFormLabels>;
}

/**
 * Address fields of spec §3 with spec §5 validation (required, 65 characters, Latin characters
 * only, e-mail, phone, postcode with the country's format hint). Renders a fieldset, not a form, so
 * a checkout step can hold a shipping and a billing address under one button; `addressErrors` is
 * the same check as a plain function. Turning the business toggle off hides the company fields but
 * keeps what was typed in them.
 */
export function AddressForm({
  legend,
  value: valueProp,
  defaultValue = emptyAddress,
  onValueChange,
  countries,
  withEmail = false,
  allowBusiness = true,
  required: alsoRequired = EMPTY_FIELDS,
  showErrors = false,
  name,
  disabled = false,
  labels: labelsProp,
}: AddressFormProps) {
  const labels = { ...defaultAddressFormLabels, ...labelsProp };
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const errors = addressErrors(value, { withEmail, required: alsoRequired, labels });
  const autoId = useId().replace(/:/g, '');
  const set = (field: keyof AddressFormValue) => (next: string | boolean) =>
    setValue({ ...value, [field]: next });
  const section = `section-${name}`;
  const hint = postcodeHint(value.countryCode || undefined);

  const text = (
    field: AddressField,
    autoComplete: string,
    extra: { type?: 'text' | 'email' | 'tel'; hint?: ReactNode } = {},
  ) => (
    <TextField
      id={`${name}-${field}-${autoId}`}
      name={`${name}.${field}`}
      label={labels[field as keyof AddressFormLabels] as string}
      type={extra.type ?? 'text'}
      autoComplete={autoComplete === 'off' ? 'off' : `${section} ${autoComplete}`}
      value={value[field]}
      onValueChange={set(field)}
      optional={isOptional(field, alsoRequired)}
      optionalLabel={labels.optional}
      hint={extra.hint}
      rules={rulesFor(field, labels, alsoRequired)}
      validationContext={{ country: value.countryCode }}
      noValidate
      touched={showErrors}
      disabled={disabled}
    />
  );

  return (
    <fieldset className={css.fieldset} disabled={disabled} data-business={value.isBusiness || undefined}>
      <legend className={css.legend}>{legend}</legend>
      {withEmail ? text('email', 'email', { type: 'email' }) : null}
      <div className={css.row}>
        {text('firstname', 'given-name')}
        {text('middlename', 'additional-name')}
      </div>
      {text('lastname', 'family-name')}
      {allowBusiness ? (
        <Checkbox
          name={`${name}.isBusiness`}
          label={labels.isBusiness}
          checked={value.isBusiness}
          onCheckedChange={set('isBusiness')}
        />
      ) : null}
      {allowBusiness && value.isBusiness ? (
        <div className={css.group}>
          {text('company', 'organization')}
          <div className={css.row}>
            {text('registrationId', 'off')}
            {text('vatId', 'off')}
          </div>
        </div>
      ) : null}
      {text('street1', 'address-line1')}
      {text('street2', 'address-line2')}
      <div className={css.row}>
        {text('postcode', 'postal-code', {
          hint: hint ? labels.postcodeHint(hint) : undefined,
        })}
        {text('city', 'address-level2')}
      </div>
      {text('region', 'address-level1')}
      <Select
        id={`${name}-countryCode-${autoId}`}
        name={`${name}.countryCode`}
        label={labels.country}
        placeholder={labels.chooseCountry}
        options={countries}
        value={value.countryCode}
        onValueChange={set('countryCode')}
        error={showErrors ? errors.countryCode : undefined}
        disabled={disabled}
      />
      {text('telephone', 'tel', { type: 'tel' })}
    </fieldset>
  );
}
